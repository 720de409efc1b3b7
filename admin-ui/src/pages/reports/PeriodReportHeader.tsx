import { Flex } from "antd";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { ExportButton } from "./ExportButton";
import { PeriodFilter } from "./PeriodFilter";
import { ReportHeader } from "./ReportHeader";
import { REPORTS_PATH } from "./paths";
import type { Period } from "./types";

/**
 * Head of a report over a period (sales, service): back to the reports, the
 * title with the period, the Excel download of that period and outlet, and the
 * period and outlet filters.
 */
export function PeriodReportHeader({
  title,
  kind,
  period,
  onPeriod,
  outlet,
  onOutlet,
}: {
  title: string;
  kind: "sales" | "service";
  period?: Period;
  onPeriod: (next: Period | null) => void;
  outlet?: number;
  onOutlet: (next: number | undefined) => void;
}) {
  return (
    <>
      <ReportHeader
        title={title}
        back={REPORTS_PATH}
        backLabel="Kembali ke Laporan"
        period={period}
        actions={<ExportButton kind={kind} from={period?.from} to={period?.to} outlet={outlet} />}
      />
      <Flex gap={16} wrap>
        <PeriodFilter period={period} onChange={onPeriod} />
        <OutletFilter outlet={outlet} onChange={onOutlet} />
      </Flex>
    </>
  );
}
