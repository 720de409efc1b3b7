import { Alert, Col, Row, Statistic, Table } from "antd";
import { paymentMethodLabel } from "@konter/ui-kit";
import { formatDateTime, formatRupiah } from "../../lib/format";
import { DIRECTION_LABEL, MSG_BLIND, type CashMove, type DrawerOpening, type Shift } from "./types";

const money = (value: number) => formatRupiah(value);

/**
 * A shift's money so far: the figures of the Z report, the cash moved in and out, and the drawer
 * opened without a sale. A cashier
 * closing blind sees only the opening cash and the cash moved.
 */
export function ShiftMoney({ shift }: { shift: Shift }) {
  const figures: { title: string; value: number | null; testId: string }[] = [
    { title: "Modal Awal", value: shift.opening_cash, testId: "shift-opening" },
    { title: "Tunai Diterima", value: shift.cash_taken, testId: "shift-cash-taken" },
    { title: "Kas Masuk", value: shift.cash_in, testId: "shift-cash-in" },
    { title: "Kas Keluar", value: shift.cash_out, testId: "shift-cash-out" },
    { title: "Pengembalian Dana", value: shift.refunds, testId: "shift-refunds" },
    { title: "Kas Seharusnya", value: shift.expected_cash, testId: "shift-expected" },
  ];
  return (
    <>
      {shift.blind && (
        <Alert type="info" showIcon message={MSG_BLIND} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        {figures
          .filter((f) => f.value !== null)
          .map((f) => (
            <Col key={f.title} xs={12} md={8} xl={4}>
              <Statistic
                title={f.title}
                value={f.value ?? undefined}
                formatter={(v) => <span data-testid={f.testId}>{money(Number(v))}</span>}
              />
            </Col>
          ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={10} hidden={shift.blind}>
          <Table
            size="small"
            rowKey="method"
            pagination={false}
            dataSource={shift.per_method ?? []}
            locale={{ emptyText: "Belum ada pembayaran." }}
            columns={[
              {
                title: "Metode",
                dataIndex: "method",
                render: (m: string) => paymentMethodLabel(m),
              },
              { title: "Diterima", dataIndex: "amount", align: "right", render: money },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <Table<CashMove>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={shift.cash_moves ?? []}
            locale={{ emptyText: "Belum ada kas masuk atau keluar." }}
            scroll={{ x: "max-content" }}
            columns={[
              { title: "Waktu", dataIndex: "created_at", render: formatDateTime },
              {
                title: "Jenis",
                dataIndex: "direction",
                render: (d: CashMove["direction"]) => DIRECTION_LABEL[d],
              },
              { title: "Jumlah", dataIndex: "amount", align: "right", render: money },
              { title: "Alasan", dataIndex: "reason" },
            ]}
          />
          {(shift.drawer_openings ?? []).length > 0 && (
            <Table<DrawerOpening>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={shift.drawer_openings ?? []}
              scroll={{ x: "max-content" }}
              style={{ marginTop: 16 }}
              title={() => "Buka Laci"}
              columns={[
                { title: "Waktu", dataIndex: "created_at", render: formatDateTime },
                { title: "Oleh", dataIndex: "user_name" },
                { title: "Alasan", dataIndex: "reason" },
              ]}
            />
          )}
        </Col>
      </Row>
    </>
  );
}
