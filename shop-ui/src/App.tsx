import { lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { Layout } from "./components/Layout";
import { RequireRole } from "./components/RequireRole";
import { MEMBER_ONLY } from "./lib/access";
import { AuthProvider } from "./lib/auth";
import { SettingsProvider } from "./lib/settings";
import { ThemeProvider } from "./lib/theme";

// Each page is its own chunk: a phone opening the home page downloads only what it shows.
// react-router runs in declarative mode (<BrowserRouter>), which leaves its data-router code
// (~17 KB gzipped) out of the bundle.
const HomePage = lazy(() => import("./pages/HomePage"));
const ProductsPage = lazy(() => import("./pages/ProductsPage"));
const ProductDetailPage = lazy(() => import("./pages/ProductDetailPage"));
const MemberLoginPage = lazy(() => import("./pages/MemberLoginPage"));
const VerifyEmailPage = lazy(() => import("./pages/VerifyEmailPage"));
const MemberProfilePage = lazy(() => import("./pages/MemberProfilePage"));
const MyOrdersPage = lazy(() => import("./pages/MyOrdersPage"));
const CheckoutPage = lazy(() => import("./pages/CheckoutPage"));
const NewsPage = lazy(() => import("./pages/NewsPage"));
const NewsArticlePage = lazy(() => import("./pages/NewsArticlePage"));
const TrackingPage = lazy(() => import("./pages/TrackingPage"));
const ReceiptPage = lazy(() => import("./pages/ReceiptPage"));
const MyPurchasePage = lazy(() => import("./pages/MyPurchasePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="news/:slug" element={<NewsArticlePage />} />
        <Route path="tracking" element={<TrackingPage />} />
        <Route path="struk/:token" element={<ReceiptPage />} />
        <Route path="member-login" element={<MemberLoginPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route element={<RequireRole allow={MEMBER_ONLY} />}>
          <Route path="member-profile" element={<MemberProfilePage />} />
          <Route path="my-orders" element={<MyOrdersPage />} />
          <Route path="my-orders/purchases/:id" element={<MyPurchasePage />} />
          <Route path="checkout" element={<CheckoutPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default function App() {
  return (
    <ThemeProvider>
      <SettingsProvider>
        <BrowserRouter>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
      </SettingsProvider>
    </ThemeProvider>
  );
}
