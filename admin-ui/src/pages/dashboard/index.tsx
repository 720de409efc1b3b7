import { useCan, useCustom, useGetIdentity } from "@refinedev/core";
import { Col, Flex, Row, Typography } from "antd";
import {
  DollarOutlined,
  EyeOutlined,
  ShoppingOutlined,
  SwapOutlined,
  ToolOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { Identity } from "../../providers/authProvider";
import { formatDate, formatRupiah } from "../../lib/format";
import { useRefetchOnChange } from "../../components/useRefetchOnChange";
import { OutletFilter } from "../../components/outlets/OutletFilter";
import { usePeriodParams } from "../reports/useReport";
import { StatCard } from "./StatCard";
import { RecentActivity } from "./RecentActivity";
import { DrawerCard } from "./DrawerCard";
import { perOutletText } from "./perOutlet";
import type { Dashboard } from "./types";
import { TODAY_REPORT_PATH } from "../reports/paths";
import type { Resource } from "@konter/ui-kit";

/** The dashboard reloads when any of these change. */
const LIVE_RESOURCES: readonly Resource[] = [
  "orders",
  "service_entries",
  "installments",
  "customers",
  "suppliers",
  "sales_transactions",
  "service_transactions",
  "daily_visits",
];

const count = (n: number | undefined) => (n ?? 0).toLocaleString("id-ID");

/**
 * Dashboard home (/dashboard): six cards for the shop's day and
 * 'Aktivitas Terbaru'. The server counts everything; the page only shows it.
 */
export default function DashboardPage() {
  const { data: user } = useGetIdentity<Identity>();
  // The Admin reads one outlet or all (?outlet=); a Kasir's cards are their session's outlet.
  const { outlet, setOutlet } = usePeriodParams();
  const admin = user?.role === "Admin";
  const { query } = useCustom<Dashboard>({
    url: "/api/dashboard",
    method: "get",
    config: { query: { outlet_id: admin ? outlet : undefined } },
    queryOptions: { staleTime: 0 },
    errorNotification: (error) => ({
      type: "error",
      message: `Gagal memuat dashboard: ${error?.message ?? ""}`,
    }),
  });
  useRefetchOnChange(LIVE_RESOURCES, query.refetch);
  // The day's report is the Admin's: a Kasir's revenue and transaction cards lead nowhere.
  const { data: reports } = useCan({ resource: "reports-today", action: "list" });
  const todayReport = reports?.can ? TODAY_REPORT_PATH : undefined;
  const { data: shifts } = useCan({ resource: "shifts", action: "list" });

  // Not `result.data`: Refine gives an empty object there until the first answer.
  const d = query.data?.data;
  const loading = query.isLoading;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.name ? `Halo, ${user.name} · ` : ""}
          {d ? formatDate(d.date, "dddd, D MMMM YYYY") : ""}
        </Typography.Text>
      </Flex>
      {admin && <OutletFilter outlet={outlet} onChange={setOutlet} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Pengunjung Hari Ini"
            icon={<EyeOutlined />}
            loading={loading}
            value={count(d?.visitors_today)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Pendapatan Hari Ini"
            icon={<DollarOutlined />}
            loading={loading}
            value={formatRupiah(d?.revenue_today ?? 0)}
            to={todayReport}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Transaksi Hari Ini"
            icon={<SwapOutlined />}
            loading={loading}
            value={count(d?.transactions_today)}
            to={todayReport}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Total Piutang"
            icon={<WalletOutlined />}
            loading={loading}
            value={formatRupiah(d?.receivables ?? 0)}
            note={perOutletText(d?.receivables_per_outlet, (o) => o.receivables)}
            to="/dashboard/transaction/installments"
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Servis Dalam Proses"
            icon={<ToolOutlined />}
            loading={loading}
            value={count(d?.services_in_progress)}
            to="/dashboard/services-in-progress"
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="Pesanan Hari Ini"
            icon={<ShoppingOutlined />}
            loading={loading}
            value={count(d?.orders_today)}
            to="/dashboard/orders"
          />
        </Col>
        {shifts?.can && (
          <Col xs={24} sm={12} xl={8}>
            <DrawerCard outlet={outlet} />
          </Col>
        )}
      </Row>
      <RecentActivity rows={d?.recent ?? []} loading={loading} failed={query.isError} />
    </Flex>
  );
}
