import { outletOf } from "../../components/outlets/outletParam";
import type { Period } from "./types";

/** A report's address keeps its period (?from=&to=) and its outlet (?outlet=). */
export type ReportParams = { from?: string; to?: string; outlet?: number };

/** The period and the outlet an address names; an outlet that is no number is none. */
export function readReportParams(params: URLSearchParams): ReportParams {
  return {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    outlet: outletOf(params),
  };
}

/**
 * The address of a report at another period (null: the default) or another outlet (undefined:
 * every outlet), keeping what does not change.
 */
export function reportSearch(
  current: ReportParams,
  change: { period?: Partial<Period> | null; outlet?: number | null },
): Record<string, string> {
  const period =
    change.period === undefined
      ? current
      : change.period?.from && change.period.to
        ? change.period
        : {};
  const outlet = change.outlet === undefined ? current.outlet : (change.outlet ?? undefined);
  return {
    ...(period.from && period.to ? { from: period.from, to: period.to } : {}),
    ...(outlet ? { outlet: String(outlet) } : {}),
  };
}
