import { DashboardOutlined, InboxOutlined } from "@ant-design/icons";
import type { ResourceProps } from "@refinedev/core";

/**
 * Refine resources = the sider menu, in the order of spec 001 §2.
 * The API path of each resource is in providers/apiPaths.ts; who may open it
 * is in providers/accessControlProvider.ts; its pages are routed in App.tsx.
 *
 * Still to come (spec 001 §2): service-masuk, services-in-progress, orders,
 * transaction/{sales,service,installments,add-installment},
 * data/{customers,suppliers,users,members}, reports{,/today,/sales,/service},
 * news, settings.
 */
export const resources: ResourceProps[] = [
  {
    name: "dashboard",
    list: "/dashboard",
    meta: { label: "Dashboard", icon: <DashboardOutlined /> },
  },
  {
    name: "products",
    list: "/dashboard/stock",
    meta: { label: "Stok Barang", icon: <InboxOutlined /> },
  },
];
