import { useCustom } from "@refinedev/core";
import { InboxOutlined } from "@ant-design/icons";
import type { ApiSchemas } from "@konter/ui-kit";
import { formatRupiah } from "../../lib/format";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { SHIFTS_PATH } from "../shifts/types";
import { StatCard } from "./StatCard";

type DrawerTotals = ApiSchemas["DrawerTotals"];

/** The Admin's card: the cash that should be in the drawers of the shifts open now. */
export function DrawerCard() {
  const { query } = useCustom<DrawerTotals>({
    url: "/api/shifts/drawers",
    method: "get",
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
      to={SHIFTS_PATH}
    />
  );
}
