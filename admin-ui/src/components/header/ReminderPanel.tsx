import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, Empty, Flex, List, Tag, Typography } from "antd";
import { WhatsAppOutlined } from "@ant-design/icons";
import { formatDate, formatRupiah } from "../../lib/format";
import {
  searchPath,
  type InstallmentReminder,
  type LowStockReminder,
  type ReminderList,
  type Reminders,
  type RepairReminder,
} from "./reminders";

function WhatsAppLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <Button
      size="small"
      icon={<WhatsAppOutlined />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      Kirim WhatsApp
    </Button>
  );
}

function Section<T>({
  title,
  list,
  render,
}: {
  title: string;
  list: ReminderList<T>;
  render: (item: T) => ReactNode;
}) {
  if (list.count === 0) return null;
  const items = list.items ?? [];
  const more = list.count - items.length;
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title} <Tag>{list.count.toLocaleString("id-ID")}</Tag>
      </Typography.Title>
      <List<T>
        size="small"
        bordered
        dataSource={items}
        renderItem={(item) => <List.Item>{render(item)}</List.Item>}
      />
      {more > 0 && (
        <Typography.Text type="secondary" style={{ display: "block", marginTop: 4, fontSize: 12 }}>
          dan {more.toLocaleString("id-ID")} lainnya
        </Typography.Text>
      )}
    </section>
  );
}

/**
 * The reminders behind the bell (issue 10): instalments still open, finished
 * repairs not collected, and low stock — each with a way to act on it.
 */
export function ReminderPanel({
  reminders,
  onNavigate,
}: {
  reminders: Reminders;
  onNavigate: () => void;
}) {
  if (reminders.total === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada pengingat hari ini." />
    );
  }
  const go = (to: string, text: ReactNode) => (
    <Link to={to} onClick={onNavigate}>
      {text}
    </Link>
  );
  return (
    <Flex vertical gap={20}>
      <Section<InstallmentReminder>
        title={`Cicilan lewat ${reminders.installment_days} hari`}
        list={reminders.installments}
        render={(it) => (
          <Flex vertical gap={4} style={{ width: "100%" }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong>{it.customer_name}</Typography.Text>
              <Typography.Text type="danger" strong style={{ whiteSpace: "nowrap" }}>
                {formatRupiah(it.remaining_amount)}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {go(
                searchPath("/dashboard/transaction/installments", it.transaction_id_display),
                it.transaction_id_display,
              )}{" "}
              · terbuka {it.days_open.toLocaleString("id-ID")} hari
            </Typography.Text>
            <WhatsAppLink url={it.whatsapp_url} />
          </Flex>
        )}
      />
      <Section<RepairReminder>
        title="Servis selesai belum diambil"
        list={reminders.repairs}
        render={(it) => (
          <Flex vertical gap={4} style={{ width: "100%" }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong>{it.customer_name}</Typography.Text>
              {it.due_today && <Tag color="warning">Hari ke-{it.stage}</Tag>}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {go(searchPath("/dashboard/service-masuk", it.number), it.number)} · {it.device_type}{" "}
              · selesai {it.days_waiting.toLocaleString("id-ID")} hari lalu
            </Typography.Text>
            <Typography.Text style={{ fontSize: 12 }}>
              Ambil sebelum {formatDate(it.collect_by, "D MMMM YYYY")}
            </Typography.Text>
            <WhatsAppLink url={it.whatsapp_url} />
          </Flex>
        )}
      />
      <Section<LowStockReminder>
        title="Stok menipis"
        list={reminders.low_stock}
        render={(it) => (
          <Flex justify="space-between" gap={8} style={{ width: "100%" }}>
            {go(searchPath("/dashboard/stock", it.barcode || it.name), it.name)}
            <Typography.Text
              type={it.stock === 0 ? "danger" : "warning"}
              style={{ whiteSpace: "nowrap" }}
            >
              Stok {it.stock.toLocaleString("id-ID")}
              {it.outlet_name ? ` di ${it.outlet_name}` : ""}
            </Typography.Text>
          </Flex>
        )}
      />
    </Flex>
  );
}
