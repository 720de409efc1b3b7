import { useState } from "react";
import { useCustom } from "@refinedev/core";
import { Button, DatePicker, Flex, Space, Table, Tag, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import type { Dayjs } from "dayjs";
import type { Resource } from "@konter/ui-kit";
import { LoadError } from "../../components/listLoad/LoadError";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { useOutletParam } from "../../components/outlets/outletParam";
import { outletColumns, useOutletName } from "../../components/outlets/outletColumn";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { CloseShiftModal } from "./CloseShiftModal";
import { ShiftReportDialog } from "./ShiftReportDialog";
import { formatDifference } from "./ShiftReport";
import { MSG_LOAD_FAILED, type Shift } from "./types";

const LIVE: readonly Resource[] = ["shifts", "sales_transactions", "service_transactions"];
const PER_PAGE = 20;

/**
 * Daftar Shift (/dashboard/transaction/shifts, Admin): every cashier's shifts, newest first,
 * with what each drawer should hold, what was counted and the difference. The Admin opens a
 * shift's Z report, closes one a cashier left open, and downloads the shifts of a period. In a
 * chain, of one outlet (?outlet=) or all, with each shift's outlet.
 */
export function ShiftList() {
  const [page, setPage] = useState(1);
  const [outlet, setOutlet] = useOutletParam();
  const inChain = useOutletName();
  const [closing, setClosing] = useState<Shift | null>(null);
  const [report, setReport] = useState<Shift | null>(null);
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const { query, result } = useCustom<{ items: Shift[]; total: number }>({
    url: "/api/shifts",
    method: "get",
    config: { query: { page, per_page: PER_PAGE, outlet_id: outlet } },
    queryOptions: { staleTime: 0, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  useRefetchOnChange(LIVE, query.refetch);
  const data = query.data ? result.data : undefined;
  const exportUrl = period
    ? `/api/shifts/export?from=${period[0].format("YYYY-MM-DD")}&to=${period[1].format("YYYY-MM-DD")}`
    : "/api/shifts/export";

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Daftar Shift
        </Typography.Title>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="Periode unduhan"
            format="DD/MM/YYYY"
            value={period}
            onChange={(v) => setPeriod(v && v[0] && v[1] ? [v[0], v[1]] : null)}
          />
          <Button icon={<DownloadOutlined />} href={exportUrl}>
            Unduh Excel
          </Button>
        </Space>
      </Flex>
      <OutletFilter
        outlet={outlet}
        onChange={(next) => {
          setOutlet(next);
          setPage(1);
        }}
      />
      {query.isError && (
        <LoadError
          message={`${MSG_LOAD_FAILED}: ${query.error?.message ?? ""}`}
          onRetry={() => void query.refetch()}
        />
      )}
      <Table<Shift>
        rowKey="id"
        loading={query.isFetching && !data}
        dataSource={data?.items ?? []}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: query.isError ? " " : "Belum ada shift." }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: "Kasir", dataIndex: "kasir_name" },
          ...outletColumns<Shift>(inChain),
          { title: "Dibuka", dataIndex: "opened_at", render: formatDateTime },
          {
            title: "Ditutup",
            dataIndex: "closed_at",
            render: (v: string | null) =>
              v ? formatDateTime(v) : <Tag color="green">Terbuka</Tag>,
          },
          {
            title: "Kas Seharusnya",
            dataIndex: "expected_cash",
            align: "right",
            render: (v: number | null) => (v === null ? "-" : formatRupiah(v)),
          },
          {
            title: "Kas Dihitung",
            dataIndex: "counted_cash",
            align: "right",
            render: (v: number | null) => (v === null ? "-" : formatRupiah(v)),
          },
          {
            title: "Selisih",
            dataIndex: "difference",
            align: "right",
            render: (v: number | null) =>
              v === null ? (
                "-"
              ) : (
                <Typography.Text type={v < 0 ? "danger" : undefined}>
                  {formatDifference(v)}
                </Typography.Text>
              ),
          },
          {
            title: "Aksi",
            key: "actions",
            render: (_, shift) => (
              <Space>
                <Button size="small" onClick={() => setReport(shift)}>
                  Laporan
                </Button>
                {shift.status === "open" && (
                  <Button size="small" danger onClick={() => setClosing(shift)}>
                    Tutup
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {closing && (
        <CloseShiftModal
          shift={closing}
          open
          onClose={() => setClosing(null)}
          onClosed={setReport}
        />
      )}
      <ShiftReportDialog shift={report} onClose={() => setReport(null)} />
    </Flex>
  );
}
