import { useState } from "react";
import { usePermissions } from "@refinedev/core";
import { Button, Space } from "antd";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import type { Role } from "../../interfaces";
import { ReturnModal } from "./ReturnModal";
import { ReturnReceipt, returnReceiptDoc } from "./ReturnReceipt";
import { VoidModal } from "./VoidModal";
import type { SaleRef, SaleReturn } from "./types";

/**
 * The Admin's "Batalkan" and "Retur" on a sale that stands and still has goods
 * to take back; a Kasir sees neither (the server refuses them too). After a
 * return its receipt opens to print.
 */
export function SaleActions({
  sale,
  onChanged,
  vertical = false,
}: {
  sale: SaleRef;
  onChanged?: () => void;
  /** One above the other, for a narrow column. */
  vertical?: boolean;
}) {
  const { data: role } = usePermissions<Role | null>({});
  const [dialog, setDialog] = useState<"void" | "return" | null>(null);
  const [receipt, setReceipt] = useState<SaleReturn | null>(null);
  // The receipt of the return just taken stays open when that return took the last goods back.
  const open = role === "Admin" && !sale.voided_at && !sale.all_returned;
  if (!open && !receipt) return null;
  const done = () => {
    setDialog(null);
    onChanged?.();
  };
  return (
    <>
      {open && (
        <>
          <Space size={4} direction={vertical ? "vertical" : "horizontal"}>
            <Button size="small" onClick={() => setDialog("return")}>
              Retur
            </Button>
            <Button size="small" danger onClick={() => setDialog("void")}>
              Batalkan
            </Button>
          </Space>
          <VoidModal
            open={dialog === "void"}
            number={sale.transaction_id_display}
            url={`/api/sales/${encodeURIComponent(String(sale.id))}/void`}
            onClose={() => setDialog(null)}
            onDone={done}
          />
          <ReturnModal
            sale={sale}
            open={dialog === "return"}
            onClose={() => setDialog(null)}
            onDone={(ret) => {
              setReceipt(ret);
              done();
            }}
          />
        </>
      )}
      {receipt && <ReturnReceiptDialog ret={receipt} onClose={() => setReceipt(null)} />}
    </>
  );
}

/** A return's receipt, to print on 58 mm, 80 mm or A4 or download. */
function ReturnReceiptDialog({ ret, onClose }: { ret: SaleReturn; onClose: () => void }) {
  const { shop } = useShopInfo();
  return (
    <ReceiptDialog
      open
      title={`Struk Retur ${ret.return_id_display}`}
      fileName={`retur-${ret.return_id_display}`}
      onClose={onClose}
      doc={returnReceiptDoc(ret, shop)}
    >
      <ReturnReceipt ret={ret} shop={shop} />
    </ReceiptDialog>
  );
}

/** The Admin's "Batalkan" on a repair bill that stands. */
export function ServiceBillActions({
  entryId,
  voided,
  onChanged,
}: {
  entryId: number;
  voided: boolean;
  onChanged?: () => void;
}) {
  const { data: role } = usePermissions<Role | null>({});
  const [open, setOpen] = useState(false);
  if (role !== "Admin" || voided) return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        Batalkan
      </Button>
      <VoidModal
        open={open}
        number={`SVC-${entryId}`}
        url={`/api/service-entries/${entryId}/void`}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          onChanged?.();
        }}
      />
    </>
  );
}
