import { useState } from "react";
import { useCustom, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Flex, Select, Table, Typography } from "antd";
import { SwapOutlined } from "@ant-design/icons";
import { useOutlets } from "../../components/outlets/useOutlets";
import { formatDateTime } from "../../lib/format";
import { refusalOrFailure } from "../../lib/notify";
import type { RepairMove, ServiceEntry } from "./types";

export const MSG_MOVED = "Servis dipindahkan ke outlet lain.";
export const MSG_MOVE_FAILED = "Gagal memindahkan servis";

/**
 * Where a repair is, in a shop of several outlets: its outlet's bench, a move to another outlet's
 * (the server lets the Admin or that outlet's staff move it) and the history of its moves.
 */
export function OutletMoves({ entry }: { entry: ServiceEntry }) {
  const { outlets, several } = useOutlets();
  const [to, setTo] = useState<number | null>(null);
  const url = `/api/service-entries/${entry.id}/moves`;
  const { result, query } = useCustom<RepairMove[]>({
    url,
    method: "get",
    queryOptions: { enabled: several, staleTime: 0 },
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure(MSG_MOVE_FAILED, error),
    }),
  });
  const { mutate, mutation } = useCustomMutation<ServiceEntry>();
  const invalidate = useInvalidate();
  if (!several) return null;
  const others = outlets.filter((outlet) => outlet.id !== entry.outlet_id);
  const move = () => {
    if (to === null) return;
    mutate(
      {
        url: `/api/service-entries/${entry.id}/move`,
        method: "post",
        values: { outlet_id: to },
        successNotification: { type: "success", message: MSG_MOVED },
        errorNotification: (error) => ({
          type: "error",
          message: refusalOrFailure(MSG_MOVE_FAILED, error),
        }),
      },
      {
        onSuccess: () => {
          setTo(null);
          void query.refetch();
          void invalidate({
            resource: "service_entries",
            invalidates: ["list", "detail"],
            id: entry.id,
          });
        },
      },
    );
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Outlet: {entry.outlet_name}
      </Typography.Title>
      <Flex gap={8} wrap>
        <Select<number>
          aria-label="Pindah ke outlet"
          placeholder="Pindah ke outlet..."
          style={{ minWidth: 220 }}
          value={to ?? undefined}
          onChange={setTo}
          options={others.map((outlet) => ({ value: outlet.id, label: outlet.name }))}
        />
        <Button
          icon={<SwapOutlined />}
          disabled={to === null}
          loading={mutation.isPending}
          onClick={move}
        >
          Pindahkan
        </Button>
      </Flex>
      <Table<RepairMove>
        dataSource={Array.isArray(result?.data) ? result.data : []}
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isLoading}
        locale={{ emptyText: "Belum pernah dipindahkan." }}
        title={() => "Riwayat Pindah Outlet"}
      >
        <Table.Column<RepairMove>
          dataIndex="moved_at"
          title="Waktu"
          render={(v: string) => formatDateTime(v)}
        />
        <Table.Column<RepairMove> dataIndex="from_outlet_name" title="Dari" />
        <Table.Column<RepairMove> dataIndex="to_outlet_name" title="Ke" />
        <Table.Column<RepairMove>
          dataIndex="user_name"
          title="Oleh"
          render={(v: string | null) => v || "-"}
        />
      </Table>
    </Flex>
  );
}
