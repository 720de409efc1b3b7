import { useCustom } from "@refinedev/core";
import { InboxOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { SHIFTS_PATH } from "../shifts/types";
import { StatCard } from "./StatCard";

type DrawerTotals = ApiSchemas["DrawerTotals"];

/** "Konter Rp 125.000 · Cabang Dago Rp 225.000": each outlet's drawers, when there are several. */
export function perOutletText(d: DrawerTotals | undefined): string {
  return (d?.per_outlet ?? [])
    .map((o) => `${o.outlet_name} ${formatRupiah(o.expected_cash)}`)
    .join(" · ");
}

/**
 * The Admin's card: the cash that should be in the drawers of the shifts open now, at the
 * outlet read (none: every outlet, with each outlet's under it in a shop of several).
 */
export function DrawerCard({ outlet }: { outlet?: number }) {
  const { query } = useCustom<DrawerTotals>({
    url: "/api/shifts/drawers",
    method: "get",
    config: { query: { outlet_id: outlet } },
    queryOptions: { staleTime: 0 },
    errorNotification: false,
  });
  useRefetchOnChange(
    ["shifts", "sales_transactions", "service_transactions", "installments"],
    query.refetch,
  );
  const d = query.data?.data;
  return (
    <StatCard
      title="Kas di Laci"
      icon={<InboxOutlined />}
      loading={query.isLoading}
      value={formatRupiah(d?.expected_cash ?? 0)}
      note={perOutletText(d)}
      to={SHIFTS_PATH}
    />
  );
}
