import { Alert, Button, Space } from "antd";
import { CheckCircleOutlined, PlusOutlined } from "@ant-design/icons";

/** A cashier's "saved" banner: the transaction that was saved, its receipt and the next transaction. */
export function SavedAlert({
  message,
  onShowReceipt,
  onNew,
}: {
  message: string;
  onShowReceipt: () => void;
  onNew: () => void;
}) {
  return (
    <Alert
      type="success"
      showIcon
      icon={<CheckCircleOutlined />}
      message={message}
      action={
        <Space wrap>
          <Button size="small" onClick={onShowReceipt}>
            Lihat Struk
          </Button>
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onNew}>
            Transaksi Baru
          </Button>
        </Space>
      }
    />
  );
}
