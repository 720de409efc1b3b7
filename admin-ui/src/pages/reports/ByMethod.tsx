import { Flex, Typography } from "antd";
import { paymentMethodLabel, type ApiSchemas } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { SummaryTiles } from "./SummaryTiles";

type MethodSum = ApiSchemas["MethodSum"];

/**
 * What the period took by payment method, net of change and refunds, each with the part
 * instalment payments brought ("termasuk cicilan Rp 250.000"); nothing before any payment.
 */
export function ByMethod({
  methods,
  collected,
  loading,
}: {
  methods: MethodSum[] | null | undefined;
  /** The part of each method's money that instalment payments brought. */
  collected: MethodSum[] | null | undefined;
  loading: boolean;
}) {
  if (!loading && (!methods || methods.length === 0)) return null;
  const instalments = new Map((collected ?? []).map((m) => [m.method, m.amount]));
  return (
    <Flex vertical gap={8} role="group" aria-label="Diterima per metode pembayaran">
      <Typography.Text strong>Diterima per Metode Pembayaran</Typography.Text>
      <SummaryTiles
        loading={loading}
        tiles={(methods ?? []).map((m) => {
          const fromInstalments = instalments.get(m.method);
          return {
            label: paymentMethodLabel(m.method),
            value: formatRupiah(m.amount),
            note: fromInstalments ? `termasuk cicilan ${formatRupiah(fromInstalments)}` : undefined,
          };
        })}
      />
    </Flex>
  );
}
