import { lazy, Suspense } from "react";
import { Refine } from "@refinedev/core";
import routerProvider, {
  DocumentTitleHandler,
  UnsavedChangesNotifier,
} from "@refinedev/react-router";
import { Navigate, Outlet, Route, Routes } from "react-router";
import { App as AntdApp, ConfigProvider } from "antd";
// The ES build of the locale: the CommonJS "antd/locale/id_ID" loses its default
// export in the production bundle and antd falls back to English.
import idID from "antd/es/locale/id_ID";

import { ColorModeProvider, useColorMode } from "./contexts/colorMode";
import { PageLoading, SessionLoading } from "./components/Loading";
import { RedirectIfStaff, RequireAdmin, RequireMoney, RequireStaff } from "./components/guards";
import { LogoMark, APP_NAME } from "./components/Logo";
import { authProvider, MEMBER_LOGIN_PATH } from "./providers/authProvider";
import { accessControlProvider } from "./providers/accessControlProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import { liveProvider } from "./providers/liveProvider";
import { shouldRetry } from "./providers/http";
import { useNotificationProvider } from "./providers/notificationProvider";
import { themeFor } from "./theme";
import { resources as defaultResources } from "./resources";
import type { ResourceProps } from "@refinedev/core";
import { documentTitle } from "./lib/documentTitle";
import { ExternalRedirect } from "./pages/errors/ExternalRedirect";
import { ProductList } from "./pages/products";
import { CustomerList, CustomerShow } from "./pages/customers";
import { SupplierList } from "./pages/suppliers";
import { GoodsReceiptsPage } from "./pages/goodsreceipts";
import { StockCountList, StockCountShow } from "./pages/stockcounts";
import { TransferCreate, TransferList, TransferShow } from "./pages/transfers";
import { UnitShow } from "./pages/units";
import { UserList } from "./pages/users";
import { MemberList } from "./pages/members";
import { SalesCashier } from "./pages/sales";
import { InstallmentCreate, InstallmentList } from "./pages/installments";
import {
  ServiceBoard,
  ServiceCashier,
  ServiceIntakeList,
  ServicesInProgress,
} from "./pages/services";
import { NewsList } from "./pages/news";
import { SettingsPage } from "./pages/settings";
import { OutletCreate, OutletEdit, OutletList } from "./pages/outlets";
import { PrinterSettings } from "./printing";
import { OrderList } from "./pages/orders";
import { TransactionHistory } from "./pages/history";
import { ShiftList, ShiftPage } from "./pages/shifts";
import { ReportsHome, SalesReport, ServiceReport, TodayReport } from "./pages/reports";

// Each page is its own chunk: /login does not download the dashboard shell.
const LoginPage = lazy(() => import("./pages/login"));
const AppLayout = lazy(() => import("./components/layout"));
const DashboardPage = lazy(() => import("./pages/dashboard"));
const MyRepairs = lazy(() => import("./pages/services/mine"));
const ProfilePage = lazy(() => import("./pages/profile"));
const NotFoundPage = lazy(() => import("./pages/errors/NotFound"));
const CustomerDisplayPage = lazy(() => import("./pages/display"));

/**
 * Toasts come down from the top middle, over the header: never over the cashiers' payment panel
 * (on the right of a wide screen, pinned to the bottom of a tablet or phone). A few at most.
 */
const TOASTS = { placement: "top", maxCount: 3 } as const;

function ThemedApp({ children }: { children: React.ReactNode }) {
  const { mode } = useColorMode();
  return (
    <ConfigProvider locale={idID} theme={themeFor(mode)}>
      <AntdApp notification={TOASTS}>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** Providers and routes. The router itself comes from main.tsx (tests use a MemoryRouter). */
export function AdminApp({ resources = defaultResources }: { resources?: ResourceProps[] }) {
  return (
    <ColorModeProvider>
      <ThemedApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          liveProvider={liveProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            disableTelemetry: true,
            // Tables refetch when another user changes their data (GET /api/events).
            liveMode: "auto",
            // The guards re-check the session; no extra /api/auth/me on every navigation.
            disableRouteChangeHandler: true,
            title: { text: APP_NAME, icon: <LogoMark /> },
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: shouldRetry } } } },
          }}
        >
          <Routes>
            {/* Staff pages: need an Admin, Kasir or Teknisi session. */}
            <Route
              element={
                <RequireStaff>
                  <Suspense fallback={<SessionLoading />}>
                    <AppLayout />
                  </Suspense>
                </RequireStaff>
              }
            >
              <Route path="/dashboard/servis-saya" element={<MyRepairs />} />
              <Route path="/dashboard/service-masuk" element={<ServiceIntakeList />} />
              <Route path="/dashboard/service-board" element={<ServiceBoard />} />
              <Route path="/dashboard/data/customers" element={<CustomerList />} />
              <Route path="/dashboard/data/customers/:id" element={<CustomerShow />} />
              {/* About money: a Teknisi gets the 403 page (and on /dashboard, their repairs). */}
              <Route
                element={
                  <RequireMoney>
                    <Outlet />
                  </RequireMoney>
                }
              >
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/dashboard/stock" element={<ProductList />} />
                <Route path="/dashboard/services-in-progress" element={<ServicesInProgress />} />
                <Route path="/dashboard/transaction/sales" element={<SalesCashier />} />
                <Route path="/dashboard/transaction/service" element={<ServiceCashier />} />
                <Route path="/dashboard/transaction/installments" element={<InstallmentList />} />
                <Route path="/dashboard/transaction/history" element={<TransactionHistory />} />
                <Route path="/dashboard/transaction/shift" element={<ShiftPage />} />
                <Route
                  path="/dashboard/transaction/add-installment"
                  element={<InstallmentCreate />}
                />
                <Route path="/dashboard/data/suppliers" element={<SupplierList />} />
                <Route path="/dashboard/data/goods-receipts" element={<GoodsReceiptsPage />} />
                {/* The page's address before it had its name: bookmarks still open it. */}
                <Route
                  path="/dashboard/data/purchases"
                  element={<Navigate to="/dashboard/data/goods-receipts" replace />}
                />
                <Route path="/dashboard/data/stock-opname" element={<StockCountList />} />
                <Route path="/dashboard/stock/units/:id" element={<UnitShow />} />
                <Route path="/dashboard/stock/transfers" element={<TransferList />} />
                <Route path="/dashboard/stock/transfers/create" element={<TransferCreate />} />
                <Route path="/dashboard/stock/transfers/:id" element={<TransferShow />} />
                <Route path="/dashboard/data/stock-opname/:id" element={<StockCountShow />} />
                <Route path="/dashboard/orders" element={<OrderList />} />
                {/* This device's printer for Admin and Kasir; the shop's printers for the Admin. */}
                <Route path="/dashboard/settings/printers" element={<PrinterSettings />} />
              </Route>
              {/* Admin only: a Kasir gets the 403 page. */}
              <Route
                element={
                  <RequireAdmin>
                    <Outlet />
                  </RequireAdmin>
                }
              >
                <Route path="/dashboard/data/users" element={<UserList />} />
                <Route path="/dashboard/transaction/shifts" element={<ShiftList />} />
                <Route path="/dashboard/data/members" element={<MemberList />} />
                <Route path="/dashboard/reports" element={<ReportsHome />} />
                <Route path="/dashboard/reports/today" element={<TodayReport />} />
                <Route path="/dashboard/reports/sales" element={<SalesReport />} />
                <Route path="/dashboard/reports/service" element={<ServiceReport />} />
                <Route path="/dashboard/news" element={<NewsList />} />
                <Route path="/dashboard/settings" element={<SettingsPage />} />
                <Route path="/dashboard/settings/outlets" element={<OutletList />} />
                <Route path="/dashboard/settings/outlets/create" element={<OutletCreate />} />
                <Route path="/dashboard/settings/outlets/:id/edit" element={<OutletEdit />} />
              </Route>
              <Route path="/profile" element={<ProfilePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>

            {/* The customer display: a screen turned to the customer, without the menu. */}
            <Route
              path="/dashboard/customer-display"
              element={
                <RequireStaff>
                  <Suspense fallback={<SessionLoading />}>
                    <CustomerDisplayPage />
                  </Suspense>
                </RequireStaff>
              }
            />

            {/* Sign-in: a signed-in staff user goes straight to /dashboard. */}
            <Route
              path="/login"
              element={
                <RedirectIfStaff>
                  <Suspense fallback={<PageLoading />}>
                    <LoginPage />
                  </Suspense>
                </RedirectIfStaff>
              }
            />

            {/* The Go server also serves this app under /admin/. */}
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/admin/*" element={<Navigate to="/dashboard" replace />} />
            {/* Owned by the storefront: leave with a full page load. */}
            <Route path={MEMBER_LOGIN_PATH} element={<ExternalRedirect to={MEMBER_LOGIN_PATH} />} />
          </Routes>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler handler={documentTitle} />
        </Refine>
      </ThemedApp>
    </ColorModeProvider>
  );
}
