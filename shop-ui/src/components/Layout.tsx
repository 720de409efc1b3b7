import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { countVisitOnce } from "../lib/visit";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageLoader } from "./PageLoader";
import { ScrollToTop } from "./ScrollToTop";
import { Toaster } from "./Toaster";

/** The public layout: header, the page, footer. Pages load lazily inside it. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(countVisitOnce, []);
  return (
    <>
      <ScrollToTop />
      <a className="sr-only" href="#main">
        Langsung ke konten
      </a>
      <Header />
      {/* At least a screen high, so the footer starts below the fold and is not pushed down
          (a layout shift) when the page's content arrives. */}
      <main id="main" style={{ flex: 1, minHeight: "100vh" }}>
        {/* Keyed by path: moving to another page clears an error shown for the previous one. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
