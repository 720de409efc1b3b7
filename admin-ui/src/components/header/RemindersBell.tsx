import { useState } from "react";
import { useCustom } from "@refinedev/core";
import { Alert, Badge, Button, Drawer, Grid, Skeleton } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { useRefetchOnChange } from "../useRefetchOnChange";
import { ReminderPanel } from "./ReminderPanel";
import { REMINDER_LIMIT, REMINDER_LIVE, REMINDER_REFRESH_MS, type Reminders } from "./reminders";

/** The header's bell (issue 10): how many reminders there are, and the lists in a drawer. */
export function RemindersBell() {
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const { query } = useCustom<Reminders>({
    url: "/api/reminders",
    method: "get",
    config: { query: { limit: REMINDER_LIMIT } },
    queryOptions: { refetchInterval: REMINDER_REFRESH_MS, staleTime: 0 },
    // A bell that cannot load stays quiet; the drawer says why.
    errorNotification: false,
  });
  useRefetchOnChange(REMINDER_LIVE, query.refetch);
  const reminders = query.data?.data;
  const total = reminders?.total ?? 0;

  return (
    <>
      <Badge count={total} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={total > 0 ? `Pengingat (${total})` : "Pengingat"}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Pengingat"
        width={screens.sm ? 420 : "100%"}
        styles={{ body: { padding: screens.sm ? 20 : 12 } }}
      >
        {reminders ? (
          <ReminderPanel reminders={reminders} onNavigate={() => setOpen(false)} />
        ) : query.isError ? (
          <Alert
            type="error"
            showIcon
            message={`Gagal memuat pengingat: ${query.error?.message ?? ""}`}
          />
        ) : (
          <Skeleton active />
        )}
      </Drawer>
    </>
  );
}
