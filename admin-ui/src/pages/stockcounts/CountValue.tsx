import { Descriptions, Typography } from "antd";
import { formatRupiah } from "../../lib/format";
import type { StockCountValue } from "./types";

/** A posted count's value at cost: what the shortfalls took out, the surpluses brought in, the net. */
export function CountValue({ value }: { value: StockCountValue }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 3 }}
      title="Nilai selisih (harga pokok saat posting)"
      items={[
        {
          key: "shortfall",
          label: "Nilai barang kurang",
          children: <span data-testid="count-shortfall">{formatRupiah(value.shortfall)}</span>,
        },
        {
          key: "surplus",
          label: "Nilai barang lebih",
          children: <span data-testid="count-surplus">{formatRupiah(value.surplus)}</span>,
        },
        {
          key: "net",
          label: "Total selisih",
          children: (
            <Typography.Text
              strong
              type={value.net < 0 ? "danger" : undefined}
              data-testid="count-net"
            >
              {formatRupiah(value.net)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
