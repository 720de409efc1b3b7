import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { useCan, useNotification, useOne } from "@refinedev/core";
import { Show } from "@refinedev/antd";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  List as AntList,
  Segmented,
  Table,
  Tag,
  Typography,
  Upload,
} from "antd";
import {
  CheckOutlined,
  CloseOutlined,
  DownloadOutlined,
  FileTextOutlined,
  PrinterOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import { fileForm } from "../../lib/images";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { CountedInput } from "./CountedInput";
import { CountValue } from "./CountValue";
import { CountResultDialog } from "./CountResult";
import { ScanBox, type Scanned } from "./ScanBox";
import {
  MSG_LOAD_FAILED,
  STATUS_LABEL,
  categoriesLabel,
  changedLines,
  difference,
  unitFindings,
  unitNumber,
  type StockCount,
  type StockCountLine,
} from "./types";
import "./stockcounts.css";

type Shown = "all" | "uncounted" | "differences";

/** "+2", "−1", "0"; "-" when not counted. */
function DifferenceTag({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">-</Typography.Text>;
  if (value === 0) return <Tag color="green">0</Tag>;
  return <Tag color={value < 0 ? "red" : "blue"}>{value > 0 ? `+${value}` : `−${-value}`}</Tag>;
}

/**
 * One stock count (/dashboard/data/stock-opname/:id): staff scan or type what they count
 * (several at once: the sheet refreshes itself), download the sheet to print or fill in Excel
 * and upload it back; the Admin reviews the differences (against the stock now, so sales made
 * during the count are not missing) and posts them, or cancels the count.
 */
export default function StockCountPage() {
  const { id = "" } = useParams();
  const { open: notify } = useNotification();
  const { modal } = App.useApp();
  const { data: admin } = useCan({ resource: "stock-counts-post", action: "create" });
  const [shown, setShown] = useState<Shown>("all");
  const [patched, setPatched] = useState<Map<number, StockCountLine>>(new Map());
  const [foundNow, setFoundNow] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [showResult, setShowResult] = useState(false);
  const narrow = Grid.useBreakpoint().sm === false;
  const { result, query } = useOne<StockCount>({
    resource: "stock-counts",
    id,
    liveMode: "off",
    queryOptions: {
      refetchInterval: (q) => (q.state.data?.data?.status === "open" ? 5000 : false),
    },
    errorNotification: false,
  });
  const count = result as StockCount | undefined;
  const open = count?.status === "open";
  const posted = count?.status === "posted";

  // A fresh sheet from the server replaces what this screen counted meanwhile.
  useEffect(() => {
    setPatched(new Map());
    setFoundNow(new Set());
  }, [query.dataUpdatedAt]);

  const lines = useMemo(
    () => (count?.lines ?? []).map((l) => patched.get(l.product_id) ?? l),
    [count, patched],
  );
  const units = useMemo(
    () => (count?.units ?? []).map((u) => (foundNow.has(u.unit_id) ? { ...u, found: true } : u)),
    [count, foundNow],
  );
  const patch = (line: StockCountLine) => setPatched((m) => new Map(m).set(line.product_id, line));
  const onScanned = (s: Scanned) => {
    patch(s.line);
    if (s.unit) setFoundNow((set) => new Set(set).add(s.unit!.id));
  };

  const changed = changedLines(lines, units, posted);
  const uncounted = lines.filter((l) => l.counted === null);
  const rows = shown === "uncounted" ? uncounted : shown === "differences" ? changed : lines;

  const close = (action: "post" | "cancel") =>
    modal.confirm({
      title: action === "post" ? `Posting ${count?.number}?` : `Batalkan ${count?.number}?`,
      content:
        action === "post"
          ? `${changed.length} barang berselisih masuk buku stok dengan alasan opname. ${uncounted.length} barang belum dihitung dan tidak diubah.`
          : "Stok tidak berubah. Hitungan stock opname ini tidak bisa dilanjutkan.",
      okText: action === "post" ? "Posting" : "Batalkan Stock Opname",
      cancelText: "Kembali",
      okButtonProps: { danger: action === "cancel" },
      onOk: async () => {
        try {
          await apiFetch(`/api/stock-counts/${encodeURIComponent(id)}/${action}`, {
            method: "POST",
          });
          notify?.({
            type: "success",
            message: action === "post" ? "Stock opname diposting." : "Stock opname dibatalkan.",
          });
          await query.refetch();
        } catch (error) {
          notify?.({
            type: "error",
            message: failureText(
              action === "post"
                ? "Gagal memposting stock opname"
                : "Gagal membatalkan stock opname",
              error,
            ),
          });
        }
      },
    });

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await apiFetch<{ message: string }>(
        `/api/stock-counts/${encodeURIComponent(id)}/sheet`,
        { method: "POST", body: fileForm(file) },
      );
      notify?.({ type: "success", message: answer.message });
      await query.refetch();
    } catch (error) {
      notify?.({ type: "error", message: failureText("Gagal mengunggah lembar hitung", error) });
    } finally {
      setBusy(false);
    }
  };

  if (query.isError && !count) {
    return (
      <Alert
        type="error"
        showIcon
        message={failureText(MSG_LOAD_FAILED, query.error)}
        action={<Button onClick={() => void query.refetch()}>Coba lagi</Button>}
      />
    );
  }

  return (
    <Show
      title={count?.number ?? "Stock Opname"}
      isLoading={query.isLoading}
      breadcrumb={false}
      // A plain link back to the list: antd's back button would wrap it in a second control.
      goBack={false}
      canDelete={false}
      canEdit={false}
      headerButtons={() => (
        <Flex gap={8} wrap justify="flex-end" align="center" className="count-actions">
          <Link to="/dashboard/data/stock-opname">← Daftar stock opname</Link>
          <Button
            icon={<DownloadOutlined />}
            href={`/api/stock-counts/${encodeURIComponent(id)}/sheet`}
          >
            Unduh Lembar
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            Cetak
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => setShowResult(true)}>
            Hasil Struk
          </Button>
          {open && (
            <Upload
              accept=".xlsx,.csv"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                Unggah Lembar
              </Button>
            </Upload>
          )}
          {open && admin?.can && (
            <>
              <Button danger icon={<CloseOutlined />} onClick={() => close("cancel")}>
                Batalkan
              </Button>
              <Button type="primary" icon={<CheckOutlined />} onClick={() => close("post")}>
                Posting
              </Button>
            </>
          )}
        </Flex>
      )}
    >
      {count && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label="Status">
              <Tag color={STATUS_LABEL[count.status].color}>{STATUS_LABEL[count.status].text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Kategori">
              {categoriesLabel(count.categories)}
            </Descriptions.Item>
            <Descriptions.Item label="Mulai">
              {formatDateTime(count.started_at)}
              {count.started_by_name ? ` · ${count.started_by_name}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label="Catatan">{count.note || "-"}</Descriptions.Item>
          </Descriptions>
          {count.value && <CountValue value={count.value} />}
          {open && (
            <Card size="small" className="count-scan">
              <ScanBox countId={id} onScanned={onScanned} />
            </Card>
          )}
          <Flex gap={12} align="center" wrap className="count-filter">
            <div className="count-filter-tabs">
              <Segmented<Shown>
                value={shown}
                onChange={setShown}
                options={[
                  { value: "all", label: `Semua (${lines.length})` },
                  { value: "uncounted", label: `Belum dihitung (${uncounted.length})` },
                  { value: "differences", label: `Selisih (${changed.length})` },
                ]}
              />
            </div>
            <Typography.Text type="secondary">
              {posted
                ? "Selisih = yang dipindahkan ke buku stok saat posting."
                : "Selisih = dihitung − stok sekarang (penjualan selama penghitungan sudah masuk)."}
            </Typography.Text>
          </Flex>
          <Table<StockCountLine>
            dataSource={rows}
            rowKey="product_id"
            size="small"
            pagination={false}
            // On a phone the columns fit the screen and the names wrap.
            scroll={narrow ? undefined : { x: "max-content" }}
            locale={{ emptyText: shown === "all" ? "Lembar hitung kosong." : "Tidak ada." }}
            expandable={{
              rowExpandable: (l) => l.tracked,
              expandedRowRender: (l) => (
                <UnitList units={units} productId={l.product_id} posted={posted} />
              ),
            }}
            columns={[
              {
                title: "Barang",
                key: "product",
                // On a phone the stock columns fold into the product's cell.
                render: (_, l) => (
                  <Flex vertical>
                    <Typography.Text strong>{l.product_name}</Typography.Text>
                    <Typography.Text
                      type="secondary"
                      style={{ fontFamily: "monospace", fontSize: 12 }}
                    >
                      {l.barcode || "-"}
                    </Typography.Text>
                    {narrow && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        stok awal {l.expected.toLocaleString("id-ID")} · sekarang{" "}
                        {l.stock.toLocaleString("id-ID")}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
              },
              { title: "Kategori", dataIndex: "category", responsive: ["md"] },
              { title: "Stok Awal", dataIndex: "expected", align: "right", responsive: ["sm"] },
              { title: "Stok Sekarang", dataIndex: "stock", align: "right", responsive: ["sm"] },
              {
                title: "Dihitung",
                key: "counted",
                align: "right",
                render: (_, l) =>
                  open && !l.tracked ? (
                    <CountedInput countId={id} line={l} onSaved={patch} />
                  ) : (
                    <span data-testid={`counted-${l.product_id}`}>{l.counted ?? "-"}</span>
                  ),
              },
              {
                title: "Selisih",
                key: "difference",
                align: "right",
                render: (_, l) => <DifferenceTag value={difference(l, posted)} />,
              },
              ...(posted
                ? [
                    {
                      title: "Nilai Selisih",
                      key: "value",
                      align: "right" as const,
                      render: (_: unknown, l: StockCountLine) => formatRupiah(l.value),
                    },
                  ]
                : []),
            ]}
          />
        </Flex>
      )}
      {count && showResult && (
        <CountResultDialog
          count={{ ...count, lines, units }}
          onClose={() => setShowResult(false)}
        />
      )}
    </Show>
  );
}

/** A tracked product's units: found, missing (posting takes them out), found again. */
function UnitList({
  units,
  productId,
  posted,
}: {
  units: StockCount["units"];
  productId: number;
  posted: boolean;
}) {
  const own = (units ?? []).filter((u) => u.product_id === productId);
  const findings = unitFindings(units ?? [], productId, posted);
  return (
    <AntList
      size="small"
      dataSource={own}
      locale={{ emptyText: "Tidak ada unit." }}
      renderItem={(u) => (
        <AntList.Item>
          <Flex gap={12} align="center" wrap>
            <Typography.Text style={{ fontFamily: "monospace" }}>{unitNumber(u)}</Typography.Text>
            {findings.recovered.includes(u) ? (
              <Tag color="blue">Ditemukan kembali</Tag>
            ) : findings.missing.includes(u) ? (
              <Tag color="red">{posted ? "Hilang (diposting)" : "Belum ditemukan"}</Tag>
            ) : u.found ? (
              <Tag color="green">Ditemukan</Tag>
            ) : (
              <Tag>Tidak di toko</Tag>
            )}
          </Flex>
        </AntList.Item>
      )}
    />
  );
}
