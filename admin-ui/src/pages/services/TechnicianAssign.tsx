import { useState } from "react";
import { useCustom, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Flex, Select, Table, Typography } from "antd";
import { UserSwitchOutlined } from "@ant-design/icons";
import { formatDateTime } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import type { RepairAssignment, ServiceEntry, Technician } from "./types";

export const MSG_ASSIGNED = "Teknisi servis diperbarui.";
export const MSG_ASSIGN_FAILED = "Gagal menugaskan teknisi";
/** The picker's choice that assigns the repair to nobody. */
const NOBODY = 0;

/**
 * The technicians a repair at the outlet may be assigned to (any outlet when none is given), as a
 * picker's options: a marked Admin or Kasir with their role beside their name.
 */
export function useTechnicianOptions(outletId?: number): { value: number; label: string }[] {
  const { result } = useCustom<Technician[]>({
    url: "/api/technicians",
    method: "get",
    config: { query: outletId ? { outlet_id: outletId } : {} },
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure("Gagal memuat daftar teknisi", error),
    }),
  });
  return (Array.isArray(result?.data) ? result.data : []).map((t) => ({
    value: t.id,
    label: t.role === "Teknisi" ? t.full_name : `${t.full_name} (${t.role})`,
  }));
}

/**
 * Who repairs the device: the technician it is assigned to, a picker of the technicians of its
 * outlet (the Teknisi and the Admins and Kasirs marked as technicians) and the history of its
 * assignments: to whom, by whom, when.
 */
export function TechnicianAssign({ entry }: { entry: ServiceEntry }) {
  const [to, setTo] = useState<number | null>(null);
  const fail = (error: unknown) => ({
    type: "error" as const,
    message: refusalOrFailure(MSG_ASSIGN_FAILED, error),
  });
  const technicians = useTechnicianOptions(entry.outlet_id);
  const history = useCustom<RepairAssignment[]>({
    url: `/api/service-entries/${entry.id}/assignments`,
    method: "get",
    queryOptions: { staleTime: 0 },
    errorNotification: fail,
  });
  const { mutate, mutation } = useCustomMutation<ServiceEntry>();
  const invalidate = useInvalidate();
  const assign = () => {
    if (to === null) return;
    mutate(
      {
        url: `/api/service-entries/${entry.id}/technician`,
        method: "put",
        values: { technician_id: to === NOBODY ? null : to },
        successNotification: { type: "success", message: MSG_ASSIGNED },
        errorNotification: fail,
      },
      {
        onSuccess: () => {
          setTo(null);
          void history.query.refetch();
          void invalidate({
            resource: "service_entries",
            invalidates: ["list", "detail"],
            id: entry.id,
          });
        },
      },
    );
  };
  const options = [{ value: NOBODY, label: "Belum ditugaskan" }, ...technicians];
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Teknisi: {entry.technician_name ?? "belum ditugaskan"}
      </Typography.Title>
      <Flex gap={8} wrap>
        <Select<number>
          aria-label="Tugaskan ke teknisi"
          placeholder="Tugaskan ke..."
          style={{ minWidth: 220 }}
          value={to ?? undefined}
          onChange={setTo}
          options={options}
        />
        <Button
          icon={<UserSwitchOutlined />}
          disabled={to === null}
          loading={mutation.isPending}
          onClick={assign}
        >
          Tugaskan
        </Button>
      </Flex>
      <Table<RepairAssignment>
        dataSource={Array.isArray(history.result?.data) ? history.result.data : []}
        rowKey="id"
        size="small"
        pagination={false}
        loading={history.query.isLoading}
        locale={{ emptyText: "Belum pernah ditugaskan." }}
        title={() => "Riwayat Penugasan"}
      >
        <Table.Column<RepairAssignment>
          dataIndex="assigned_at"
          title="Waktu"
          render={(at: string) => formatDateTime(at)}
        />
        <Table.Column<RepairAssignment>
          key="to"
          title="Kepada"
          render={(_, a) => a.technician_name ?? "Belum ditugaskan"}
        />
        <Table.Column<RepairAssignment>
          key="by"
          title="Oleh"
          render={(_, a) => a.assigned_by_name ?? "-"}
        />
      </Table>
    </Flex>
  );
}
