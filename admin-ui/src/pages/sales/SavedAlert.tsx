import { Alert, Button, Space } from "antd";
import { CheckCircleOutlined } from "@ant-design/icons";
import { NewTransactionButton } from "./NewTransactionButton";

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
          <NewTransactionButton size="small" onClick={onNew} />
        </Space>
      }
    />
  );
}
