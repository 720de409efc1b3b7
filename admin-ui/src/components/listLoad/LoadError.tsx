import { Alert, Button } from "antd";
import { ReloadOutlined } from "@ant-design/icons";

/**
 * A list or page that could not be loaded: the spec's "Gagal memuat …: {message}"
 * as an error (never as empty data) and a retry.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      style={{ marginBottom: 12 }}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          Coba lagi
        </Button>
      }
    />
  );
}
