import { useCustom } from "@refinedev/core";
import { InboxOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { SHIFTS_PATH } from "../shifts/types";
import { StatCard } from "./StatCard";
import { perOutletText } from "./perOutlet";

type DrawerTotals = ApiSchemas["DrawerTotals"];

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
      note={perOutletText(d?.per_outlet, (o) => o.expected_cash)}
      to={SHIFTS_PATH}
    />
  );
}
