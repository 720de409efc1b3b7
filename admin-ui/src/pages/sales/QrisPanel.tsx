import { useEffect, useRef } from "react";
import { useCustom } from "@refinedev/core";
import { Alert, Checkbox, Flex, Typography } from "antd";
import { ReceiptQrCode } from "../../components/receipt";
import { formatRupiah } from "../../lib/format";

/**
 * A QRIS payment waiting to be scanned: the shop's QRIS for exactly this amount, big enough to
 * scan from the counter, and the cashier's confirmation once the customer's app shows it paid.
 */
export function QrisPanel({
  amount,
  confirmed,
  onConfirm,
  onPayload,
  disabled,
}: {
  amount: number;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  /** The QRIS text, for the customer display. */
  onPayload?: (payload: string) => void;
  disabled?: boolean;
}) {
  const { query, result } = useCustom<{ payload: string; amount: number }>({
    url: "/api/payments/qris",
    method: "get",
    config: { query: { amount } },
    queryOptions: { enabled: amount > 0, staleTime: Infinity },
    errorNotification: false,
  });
  const payload = query.data ? (result.data as { payload: string }).payload : "";
  const report = useRef(onPayload);
  report.current = onPayload;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!payload) return;
    report.current?.(payload);
    // The code comes into view, in the payment panel or on the page, with its confirmation.
    box.current?.scrollIntoView({ block: "nearest" });
  }, [payload]);
  if (query.isError)
    return <Alert type="error" showIcon message={query.error?.message ?? "QRIS tidak tersedia."} />;
  return (
    <div ref={box} className="cashier-qris" data-testid="cashier-qris">
      {payload && <ReceiptQrCode value={payload} caption={`QRIS ${formatRupiah(amount)}`} />}
      <Flex vertical gap={8} className="cashier-qris__side">
        <Typography.Text strong>Scan QRIS {formatRupiah(amount)}</Typography.Text>
        <Checkbox
          checked={confirmed}
          disabled={disabled}
          onChange={(e) => onConfirm(e.target.checked)}
        >
          Pelanggan sudah membayar (aplikasi menunjukkan berhasil)
        </Checkbox>
      </Flex>
    </div>
  );
}
