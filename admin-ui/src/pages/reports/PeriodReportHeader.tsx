import { ExportButton } from "./ExportButton";
import { PeriodFilter } from "./PeriodFilter";
import { ReportHeader } from "./ReportHeader";
import { REPORTS_PATH } from "./paths";
import type { Period } from "./types";

/**
 * Head of a report over a period (sales, service): back to the reports, the
 * title with the period, the Excel download of that period, and the period
 * filter.
 */
export function PeriodReportHeader({
  title,
  kind,
  period,
  onPeriod,
}: {
  title: string;
  kind: "sales" | "service";
  period?: Period;
  onPeriod: (next: Period | null) => void;
}) {
  return (
    <>
      <ReportHeader
        title={title}
        back={REPORTS_PATH}
        backLabel="Kembali ke Laporan"
        period={period}
        actions={<ExportButton kind={kind} from={period?.from} to={period?.to} />}
      />
      <PeriodFilter period={period} onChange={onPeriod} />
    </>
  );
}
