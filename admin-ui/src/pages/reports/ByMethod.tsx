import { Flex, Typography } from "antd";
import { paymentMethodLabel } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { SummaryTiles } from "./SummaryTiles";
import type { MethodSum } from "./types";

/** What the period took by payment method, net of change and refunds; nothing before any payment. */
export function ByMethod({
  methods,
  loading,
}: {
  methods: MethodSum[] | undefined;
  loading: boolean;
}) {
  if (!loading && (!methods || methods.length === 0)) return null;
  return (
    <Flex vertical gap={8} role="group" aria-label="Diterima per metode pembayaran">
      <Typography.Text strong>Diterima per Metode Pembayaran</Typography.Text>
      <SummaryTiles
        loading={loading}
        tiles={(methods ?? []).map((m) => ({
          label: paymentMethodLabel(m.method),
          value: formatRupiah(m.amount),
        }))}
      />
    </Flex>
  );
}
