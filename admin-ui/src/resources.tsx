import {
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  IdcardOutlined,
  InboxOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  TransactionOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ResourceProps } from "@refinedev/core";

/**
 * Refine resources = the sider menu, in the order of spec 001 §2.
 * The API path of each resource is in providers/apiPaths.ts; who may open it
 * is in providers/accessControlProvider.ts (users and members are Admin only:
 * a Kasir does not see them); its pages are routed in App.tsx.
 *
 * Still to come (spec 001 §2): service-masuk, services-in-progress, orders,
 * transaction/service,
 * reports{,/today,/sales,/service}, news, settings.
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
  // Menu group "Transaksi" (spec 001 §2): the cashiers and the instalments.
  { name: "transaction", meta: { label: "Transaksi", icon: <TransactionOutlined /> } },
  {
    name: "sales",
    list: "/dashboard/transaction/sales",
    meta: { parent: "transaction", label: "Kasir Penjualan", icon: <ShoppingCartOutlined /> },
  },
  {
    name: "installments",
    list: "/dashboard/transaction/installments",
    create: "/dashboard/transaction/add-installment",
    meta: { parent: "transaction", label: "Cicilan", icon: <WalletOutlined /> },
  },
  // A menu group only: no page of its own.
  { name: "data", meta: { label: "Data", icon: <DatabaseOutlined /> } },
  {
    name: "customers",
    list: "/dashboard/data/customers",
    meta: { parent: "data", label: "Pelanggan", icon: <ContactsOutlined /> },
  },
  {
    name: "suppliers",
    list: "/dashboard/data/suppliers",
    meta: { parent: "data", label: "Supplier", icon: <ShopOutlined /> },
  },
  {
    name: "users",
    list: "/dashboard/data/users",
    meta: { parent: "data", label: "Manajemen User", icon: <TeamOutlined /> },
  },
  {
    name: "members",
    list: "/dashboard/data/members",
    meta: { parent: "data", label: "Member", icon: <IdcardOutlined /> },
  },
];
