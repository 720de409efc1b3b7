import { Alert, Card, Form, Select, Typography } from "antd";
import { formatRupiah } from "../../lib/format";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { Kbd } from "../sales/Kbd";
import { SHORTCUT_KEYS } from "../sales/shortcuts";
import { EntrySummary } from "./EntrySummary";
import { SERVICE_STATUSES, entryLabel, isBillable, serviceNumber } from "./service";
import type { ServiceEntry } from "./types";
import type { PickedEntry } from "./usePickedEntry";

/** The repairs the cashier bills: those still in progress, and those finished on the board but never billed. */
const BILLABLE = [{ field: "status", operator: "eq" as const, value: "billable" }];

/**
 * The service cashier's "Service" card: the repair to bill (F4), what it is, whether it is under
 * the shop's warranty or was billed before, and the status to save.
 */
export function EntryCard({
  picked: { entryId, entry, bill, loading, choose },
  status,
  onStatus,
  locked,
}: {
  picked: PickedEntry;
  status: string;
  onStatus: (status: string) => void;
  locked: boolean;
}) {
  const notInProgress = !!entry && !locked && !isBillable(entry.status, !!bill);
  return (
    <Card title="Service" size="small" className="cashier-card">
      <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
        <Form.Item
          label={
            <>
              Service <Kbd>{SHORTCUT_KEYS.customer}</Kbd>
            </>
          }
          htmlFor="service-entry"
        >
          <SearchSelect<ServiceEntry>
            resource="service_entries"
            filters={BILLABLE}
            optionLabel={entryLabel}
            id="service-entry"
            value={entryId}
            valueLabel={entry ? entryLabel(entry) : undefined}
            onChange={(v) => choose(v === null ? null : Number(v))}
            allowClear
            disabled={locked}
            size="large"
            placeholder="Pilih service yang sedang berjalan (SVC, pelanggan, perangkat)"
            aria-label="Pilih service"
            notFoundContent="Tidak ada service yang sedang berjalan."
            style={{ width: "100%" }}
          />
        </Form.Item>
      </Form>
      {entryId !== null && loading && (
        <Typography.Text type="secondary">Memuat service...</Typography.Text>
      )}
      {entry && notInProgress && (
        <Alert
          type="warning"
          showIcon
          message={`${serviceNumber(entry.id)} berstatus ${entry.status}, bukan service yang sedang berjalan.`}
        />
      )}
      {entry && <EntrySummary entry={entry} />}
      {entry?.warranty_repair === true && (
        <Alert
          type="success"
          showIcon
          data-testid="warranty-repair"
          message="Perbaikan garansi toko"
          description="Biaya service boleh 0 dan sparepart gratis untuk pelanggan; modal sparepart tetap tercatat."
        />
      )}
      {bill && !locked && (
        <Alert
          type="info"
          showIcon
          message={`Sudah diproses sebelumnya: total ${formatRupiah(bill.total_amount)}.`}
          description="Memproses ulang mengganti tagihan ini; sparepart lama kembali ke stok lebih dulu."
        />
      )}
      <Form layout="vertical" component="div" disabled={locked} className="cashier-form">
        <Form.Item label="Status" htmlFor="service-status">
          <Select
            id="service-status"
            value={status}
            onChange={onStatus}
            options={SERVICE_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
