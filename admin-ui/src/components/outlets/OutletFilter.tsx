import { Flex, Select, Typography } from "antd";
import { useOutlets } from "./useOutlets";

/** The choice of every outlet, the filter's default. */
const ALL = 0;

/**
 * Which outlet a report or the dashboard reads, for the Admin: every outlet (the default) or
 * one. Only in a shop with several outlets; a shop of one shows nothing.
 */
export function OutletFilter({
  outlet,
  onChange,
}: {
  outlet?: number;
  onChange: (next: number | undefined) => void;
}) {
  const { outlets, several } = useOutlets();
  if (!several) return null;
  const options = [
    { value: ALL, label: "Semua outlet" },
    ...outlets.map((o) => ({ value: Number(o.id), label: o.name })),
  ];
  return (
    <Flex align="center" gap={8} wrap className="report-no-print" data-testid="outlet-filter">
      <Typography.Text type="secondary">Outlet</Typography.Text>
      <Select<number>
        aria-label="Outlet yang dibaca"
        value={outlet ?? ALL}
        options={options}
        onChange={(next) => onChange(next === ALL ? undefined : next)}
        popupMatchSelectWidth={false}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}
