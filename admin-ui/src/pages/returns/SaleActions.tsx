import { usePermissions } from "@refinedev/core";
import { Button, Space } from "antd";
import type { Role } from "../../interfaces";
import { useOpenAction } from "./actionsContext";
import type { SaleRef } from "./types";

/**
 * The Admin's "Batalkan" and "Retur" on a sale that stands and still has goods to take back; a
 * Kasir sees neither (the server refuses them too). Their dialogs, and the return's receipt that
 * opens to print after it, are the list's DocumentActionsHost's.
 */
export function SaleActions({
  sale,
  vertical = false,
}: {
  sale: SaleRef;
  /** One above the other, for a narrow column. */
  vertical?: boolean;
}) {
  const { data: role } = usePermissions<Role | null>({});
  const open = useOpenAction();
  if (role !== "Admin" || sale.voided_at || sale.all_returned) return null;
  return (
    <Space size={4} direction={vertical ? "vertical" : "horizontal"}>
      <Button size="small" onClick={() => open({ kind: "return", sale })}>
        Retur
      </Button>
      <Button
        size="small"
        danger
        onClick={() =>
          open({
            kind: "void",
            number: sale.transaction_id_display,
            url: `/api/sales/${encodeURIComponent(String(sale.id))}/void`,
          })
        }
      >
        Batalkan
      </Button>
    </Space>
  );
}

/** The Admin's "Batalkan" on a repair bill that stands; its dialog is the list's DocumentActionsHost's. */
export function ServiceBillActions({ entryId, voided }: { entryId: number; voided: boolean }) {
  const { data: role } = usePermissions<Role | null>({});
  const open = useOpenAction();
  if (role !== "Admin" || voided) return null;
  return (
    <Button
      size="small"
      danger
      onClick={() =>
        open({
          kind: "void",
          number: `SVC-${entryId}`,
          url: `/api/service-entries/${entryId}/void`,
        })
      }
    >
      Batalkan
    </Button>
  );
}
