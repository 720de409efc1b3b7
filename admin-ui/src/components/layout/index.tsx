import { Suspense } from "react";
import { Outlet } from "react-router";
import { ThemedLayout, ThemedSider, type RefineThemedLayoutSiderProps } from "@refinedev/antd";
import { Header } from "../header";
import { PageLoading } from "../Loading";
import { Title } from "../title";
import "../../styles.css";

/**
 * The dashboard shell: sider menu built from the Refine
 * resources (entries the user may not open are hidden by the access-control
 * provider), sticky header with theme switch and user menu. Log out lives in
 * the header's user menu, so the sider does not repeat it.
 */
function StickyHeader() {
  return <Header sticky />;
}

function Sider(props: RefineThemedLayoutSiderProps) {
  return <ThemedSider {...props} fixed render={({ items }) => items} />;
}

export default function AppLayout() {
  return (
    <ThemedLayout Header={StickyHeader} Title={Title} Sider={Sider}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ThemedLayout>
  );
}
