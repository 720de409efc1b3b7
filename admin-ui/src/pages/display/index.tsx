import { useCustom } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { ApiSchemas } from "@konter/ui-kit";
import { ReceiptQrCode, useShopInfo } from "../../components/receipt";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { formatRupiah } from "../../lib/format";
import "./display.css";

type CustomerDisplay = ApiSchemas["CustomerDisplay"];

/** A QRIS shown but not yet paid: its money is awaited, not received ("Dibayar" is money in hand). */
const MSG_QRIS_AWAITED = "Menunggu pembayaran QRIS";

/** A display that missed a change notice catches up this often. */
const CATCH_UP_MS = 10_000;

/**
 * The customer display (/dashboard/customer-display): a second screen, or a tablet turned to
 * the customer and signed in as the same cashier. It shows what the cashier rings up, the
 * total, what is paid, the QRIS to scan for a QRIS payment (its money awaited), and thanks the
 * customer once it is saved.
 */
export default function CustomerDisplayPage() {
  const { shop } = useShopInfo();
  const { query, result } = useCustom<CustomerDisplay>({
    url: "/api/customer-display",
    method: "get",
    queryOptions: { staleTime: 0, refetchInterval: CATCH_UP_MS },
    errorNotification: false,
  });
  useRefetchOnChange(["customer_displays"], query.refetch);
  const d = query.data ? (result.data as CustomerDisplay) : undefined;

  return (
    <main className="customer-display" data-stage={d?.stage ?? "idle"}>
      <header className="customer-display__header">
        {shop.logoUrl && <img src={shop.logoUrl} alt="" className="customer-display__logo" />}
        <Typography.Title level={2} style={{ margin: 0 }}>
          {shop.name}
        </Typography.Title>
      </header>
      {(!d || d.stage === "idle") && (
        <Typography.Title level={1} className="customer-display__welcome">
          Selamat datang
        </Typography.Title>
      )}
      {d?.stage === "done" && (
        <Flex vertical align="center" gap={8} className="customer-display__thanks">
          <Typography.Title level={1} style={{ margin: 0 }}>
            Terima kasih!
          </Typography.Title>
          {d.number && <Typography.Text>{d.number}</Typography.Text>}
          <Typography.Text className="customer-display__money">
            Total {formatRupiah(d.total)}
          </Typography.Text>
          {d.change > 0 && (
            <Typography.Text className="customer-display__money" data-testid="display-change">
              Kembalian {formatRupiah(d.change)}
            </Typography.Text>
          )}
        </Flex>
      )}
      {(d?.stage === "cart" || d?.stage === "qris") && (
        <div className="customer-display__body">
          <section className="customer-display__lines" aria-label="Belanjaan">
            {(d.lines ?? []).map((l, i) => (
              <div key={i} className="customer-display__line" data-testid="display-line">
                <span>
                  {l.quantity.toLocaleString("id-ID")} × {l.name}
                </span>
                <span>{formatRupiah(l.total)}</span>
              </div>
            ))}
            <div className="customer-display__total" data-testid="display-total">
              <span>Total</span>
              <span>{formatRupiah(d.total)}</span>
            </div>
            {d.paid > 0 && (
              <div className="customer-display__line">
                <span>Dibayar</span>
                <span>{formatRupiah(d.paid)}</span>
              </div>
            )}
            {d.stage === "qris" && d.qris && (
              <div className="customer-display__line">
                <span>{MSG_QRIS_AWAITED}</span>
                <span>{formatRupiah(d.qris.amount)}</span>
              </div>
            )}
          </section>
          {d.stage === "qris" && d.qris && (
            <section
              className="customer-display__qris"
              aria-label="QRIS"
              data-testid="display-qris"
            >
              <Typography.Title level={3} style={{ margin: 0 }}>
                Scan QRIS untuk membayar
              </Typography.Title>
              <ReceiptQrCode value={d.qris.payload} caption="QRIS" />
              <Typography.Text className="customer-display__money">
                {formatRupiah(d.qris.amount)}
              </Typography.Text>
            </section>
          )}
        </div>
      )}
    </main>
  );
}
