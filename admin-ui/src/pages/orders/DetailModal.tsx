import { useOne, type BaseKey } from "@refinedev/core";
import {
  Alert,
  Avatar,
  Button,
  Descriptions,
  Flex,
  List,
  Modal,
  Skeleton,
  Typography,
  theme,
} from "antd";
import { PictureOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useOutlets } from "../../components/outlets/useOutlets";
import { formatDate, formatRupiah } from "../../lib/format";
import {
  MSG_DELETED_MEMBER_DETAIL,
  MSG_DETAIL_FAILED,
  ORDER_DATE_FORMAT,
  canProcess,
  cashierPath,
} from "./messages";
import type { OrderDetail, OrderItem } from "./types";

/**
 * The Detail dialog of an order: the member's name, phone and
 * address ("-" when empty, or the deleted-member message) and the lines at
 * their order-time prices; 'Proses di Kasir' while it is still open.
 */
export function DetailModal({
  orderId,
  onClose,
}: {
  orderId: BaseKey | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { several } = useOutlets();
  const { result: order, query } = useOne<OrderDetail>({
    resource: "orders",
    id: orderId ?? "",
    queryOptions: { enabled: orderId !== null, staleTime: 0 },
    errorNotification: (error) => ({
      type: "error",
      message: `${MSG_DETAIL_FAILED}: ${error?.message ?? ""}`,
    }),
  });
  const shown =
    orderId !== null && order && String(order.id) === String(orderId) ? order : undefined;

  return (
    <Modal
      open={orderId !== null}
      title={shown ? `Detail Pesanan ${shown.order_number}` : "Detail Pesanan"}
      onCancel={onClose}
      width={600}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>Tutup</Button>
          {shown && canProcess(shown) && (
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              onClick={() => navigate(cashierPath(shown))}
            >
              Proses di Kasir
            </Button>
          )}
        </Flex>
      }
    >
      {!shown ? (
        query.isError ? (
          <Alert
            type="error"
            showIcon
            message={`${MSG_DETAIL_FAILED}: ${query.error?.message ?? ""}`}
          />
        ) : (
          <Skeleton active />
        )
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: "date",
                label: "Tanggal",
                children: formatDate(shown.created_at, ORDER_DATE_FORMAT),
              },
              { key: "status", label: "Status", children: shown.status },
              ...(several
                ? [{ key: "outlet", label: "Ambil di", children: shown.outlet_name }]
                : []),
            ]}
          />
          {shown.member_id == null ? (
            <Alert type="warning" showIcon message={MSG_DELETED_MEMBER_DETAIL} />
          ) : (
            <Descriptions
              size="small"
              bordered
              column={1}
              title="Pelanggan"
              items={[
                { key: "name", label: "Nama", children: shown.member_name || "-" },
                { key: "phone", label: "Telepon", children: shown.member_phone || "-" },
                { key: "address", label: "Alamat", children: shown.member_address || "-" },
              ]}
            />
          )}
          <OrderItems items={shown.items ?? []} total={shown.total_amount} />
        </Flex>
      )}
    </Modal>
  );
}

function OrderItems({ items, total }: { items: OrderItem[]; total: number }) {
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Barang Pesanan
      </Typography.Title>
      <List<OrderItem>
        size="small"
        bordered
        dataSource={items}
        locale={{ emptyText: "Tidak ada barang." }}
        renderItem={(item) => (
          <List.Item>
            <Flex align="center" gap={12} style={{ width: "100%", minWidth: 0 }}>
              <Avatar
                shape="square"
                size={44}
                src={item.product_image_url || undefined}
                icon={<PictureOutlined />}
                alt={item.product_name}
                style={{
                  flex: "none",
                  background: token.colorFillSecondary,
                  color: token.colorTextTertiary,
                }}
              />
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{item.product_name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.quantity.toLocaleString("id-ID")} x {formatRupiah(item.price_at_order)}
                </Typography.Text>
              </Flex>
              <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
                {formatRupiah(item.quantity * item.price_at_order)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
        footer={
          <Flex justify="space-between">
            <Typography.Text strong>Total</Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {formatRupiah(total)}
            </Typography.Text>
          </Flex>
        }
      />
    </div>
  );
}
