import dayjs, { type Dayjs } from "dayjs";
import { DatePicker, Flex, Typography } from "antd";
import { toApiDate } from "../../lib/format";
import type { Period } from "./types";

const presets = () => {
  const today = dayjs().startOf("day");
  return [
    { label: "Hari ini", value: [today, today] as [Dayjs, Dayjs] },
    { label: "7 hari terakhir", value: [today.subtract(6, "day"), today] as [Dayjs, Dayjs] },
    { label: "30 hari terakhir", value: [today.subtract(29, "day"), today] as [Dayjs, Dayjs] },
    { label: "Bulan ini", value: [today.startOf("month"), today] as [Dayjs, Dayjs] },
    {
      label: "Bulan lalu",
      value: [
        today.subtract(1, "month").startOf("month"),
        today.subtract(1, "month").endOf("month"),
      ] as [Dayjs, Dayjs],
    },
  ];
};

/**
 * The report period (the last 30 days by default). It shows the
 * period the server answered for; clearing it goes back to the default.
 */
export function PeriodFilter({
  period,
  onChange,
}: {
  period?: Period;
  onChange: (next: Period | null) => void;
}) {
  return (
    <Flex align="center" gap={8} wrap className="report-no-print">
      <Typography.Text type="secondary">Periode</Typography.Text>
      <DatePicker.RangePicker
        aria-label="Periode laporan"
        format="DD/MM/YYYY"
        value={period ? [dayjs(period.from), dayjs(period.to)] : null}
        presets={presets()}
        allowClear
        placeholder={["Tanggal awal", "Tanggal akhir"]}
        onChange={(range) => {
          const from = toApiDate(range?.[0]);
          const to = toApiDate(range?.[1]);
          onChange(from && to ? { from, to } : null);
        }}
        style={{ maxWidth: "100%" }}
      />
    </Flex>
  );
}
