import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  PrinterOutlined,
  ProjectOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SyncOutlined,
  TeamOutlined,
  ToolOutlined,
  TransactionOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ResourceProps } from "@refinedev/core";

/**
 * Refine resources = the sider menu, in the order it shows them.
 * The API path of each resource is in providers/apiPaths.ts; who may open it
 * is in providers/accessControlProvider.ts (users and members are Admin only:
 * a Kasir does not see them); its pages are routed in App.tsx.
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
  // A phone's or laptop's own page, reached from its IMEI in the stock history.
  {
    name: "units",
    show: "/dashboard/stock/units/:id",
    meta: { parent: "products", label: "Unit", hide: true },
  },
  // Mutasi Stok: reached from the stock page's button, shown only in a shop of several outlets.
  {
    name: "stock_transfers",
    list: "/dashboard/stock/transfers",
    create: "/dashboard/stock/transfers/create",
    show: "/dashboard/stock/transfers/:id",
    meta: { parent: "products", label: "Mutasi Stok", hide: true },
  },
  // A Teknisi's first page; Admins and Kasirs who repair too find theirs here.
  {
    name: "my-repairs",
    list: "/dashboard/servis-saya",
    meta: { label: "Servis Saya", icon: <UserSwitchOutlined /> },
  },
  {
    name: "service_entries",
    list: "/dashboard/service-masuk",
    meta: { label: "Service Masuk", icon: <ToolOutlined /> },
  },
  {
    name: "service-board",
    list: "/dashboard/service-board",
    meta: { label: "Papan Servis", icon: <ProjectOutlined /> },
  },
  // Reached from the dashboard's card and the intake list, not from the menu.
  {
    name: "services-in-progress",
    list: "/dashboard/services-in-progress",
    meta: { label: "Service Sedang Berjalan", icon: <SyncOutlined />, hide: true },
  },
  {
    name: "orders",
    list: "/dashboard/orders",
    meta: { label: "Pesanan", icon: <ShoppingOutlined /> },
  },
  // Menu group "Transaksi": the cashiers and the instalments.
  { name: "transaction", meta: { label: "Transaksi", icon: <TransactionOutlined /> } },
  {
    name: "sales",
    list: "/dashboard/transaction/sales",
    meta: { parent: "transaction", label: "Kasir Penjualan", icon: <ShoppingCartOutlined /> },
  },
  {
    name: "service-cashier",
    list: "/dashboard/transaction/service",
    meta: { parent: "transaction", label: "Kasir Service", icon: <ToolOutlined /> },
  },
  {
    name: "installments",
    list: "/dashboard/transaction/installments",
    create: "/dashboard/transaction/add-installment",
    meta: { parent: "transaction", label: "Cicilan", icon: <WalletOutlined /> },
  },
  {
    name: "shift",
    list: "/dashboard/transaction/shift",
    meta: { parent: "transaction", label: "Shift Kasir", icon: <FieldTimeOutlined /> },
  },
  // Reached from the shift page, Admin only.
  {
    name: "shifts",
    list: "/dashboard/transaction/shifts",
    meta: { parent: "transaction", label: "Daftar Shift", hide: true },
  },
  {
    name: "transactions",
    list: "/dashboard/transaction/history",
    meta: { parent: "transaction", label: "Riwayat Transaksi", icon: <HistoryOutlined /> },
  },
  // A menu group only: no page of its own.
  { name: "data", meta: { label: "Data", icon: <DatabaseOutlined /> } },
  {
    name: "customers",
    list: "/dashboard/data/customers",
    show: "/dashboard/data/customers/:id",
    meta: { parent: "data", label: "Pelanggan", icon: <ContactsOutlined /> },
  },
  {
    name: "suppliers",
    list: "/dashboard/data/suppliers",
    meta: { parent: "data", label: "Supplier", icon: <ShopOutlined /> },
  },
  {
    name: "goods-receipts",
    list: "/dashboard/data/goods-receipts",
    meta: { parent: "data", label: "Penerimaan Barang", icon: <InboxOutlined /> },
  },
  {
    name: "stock-counts",
    list: "/dashboard/data/stock-opname",
    show: "/dashboard/data/stock-opname/:id",
    meta: { parent: "data", label: "Stock Opname", icon: <AuditOutlined /> },
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
  // The reports: one menu entry; the three report pages are hidden entries so their tabs are titled.
  {
    name: "reports",
    list: "/dashboard/reports",
    meta: { label: "Laporan", icon: <BarChartOutlined /> },
  },
  {
    name: "reports-today",
    list: "/dashboard/reports/today",
    meta: { parent: "reports", label: "Laporan Hari Ini", hide: true },
  },
  {
    name: "reports-sales",
    list: "/dashboard/reports/sales",
    meta: { parent: "reports", label: "Laporan Penjualan", hide: true },
  },
  {
    name: "reports-service",
    list: "/dashboard/reports/service",
    meta: { parent: "reports", label: "Laporan Servis", hide: true },
  },
  {
    name: "news",
    list: "/dashboard/news",
    meta: { label: "Berita", icon: <ReadOutlined /> },
  },
  // Menu group "Pengaturan": the application's settings and the outlets (Admin), the printers
  // (everyone: a Kasir sets the printer of the device they work at).
  { name: "setup", meta: { label: "Pengaturan", icon: <SettingOutlined /> } },
  {
    name: "settings-app",
    list: "/dashboard/settings",
    meta: { parent: "setup", label: "Aplikasi", icon: <AppstoreOutlined /> },
  },
  {
    name: "outlets",
    list: "/dashboard/settings/outlets",
    create: "/dashboard/settings/outlets/create",
    edit: "/dashboard/settings/outlets/:id/edit",
    meta: { parent: "setup", label: "Outlet", icon: <ShopOutlined /> },
  },
  {
    name: "printers",
    list: "/dashboard/settings/printers",
    meta: { parent: "setup", label: "Printer", icon: <PrinterOutlined /> },
  },
];
