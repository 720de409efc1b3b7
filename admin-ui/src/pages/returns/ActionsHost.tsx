import { useState, type ReactNode } from "react";
import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { ActionsContext, type OpenedAction } from "./actionsContext";
import { ReturnModal } from "./ReturnModal";
import { ReturnReceipt, returnReceiptDoc } from "./ReturnReceipt";
import { VoidModal } from "./VoidModal";
import type { SaleReturn } from "./types";

/**
 * The dialogs behind the Admin's "Retur" and "Batalkan" on a list's rows, and the receipt of a
 * return just taken, held above the list rather than in a row: a row is drawn anew when the
 * screen changes between the phone's and the wide columns, and leaves the page when a refetch
 * (another outlet's sale) pushes it down, and neither may close a dialog or a receipt to print.
 * `onChanged` runs after a return or a void.
 */
export function DocumentActionsHost({
  onChanged,
  children,
}: {
  onChanged?: () => void;
  children: ReactNode;
}) {
  const [action, setAction] = useState<OpenedAction | null>(null);
  const [shown, setShown] = useState(false);
  const [receipt, setReceipt] = useState<SaleReturn | null>(null);
  const open = (next: OpenedAction) => {
    setAction(next);
    setShown(true);
  };
  const close = () => setShown(false);
  const done = () => {
    close();
    onChanged?.();
  };
  return (
    <ActionsContext.Provider value={open}>
      {children}
      {action?.kind === "void" && (
        <VoidModal
          open={shown}
          number={action.number}
          url={action.url}
          onClose={close}
          onDone={done}
        />
      )}
      {action?.kind === "return" && (
        <ReturnModal
          sale={action.sale}
          open={shown}
          onClose={close}
          onDone={(ret) => {
            setReceipt(ret);
            done();
          }}
        />
      )}
      {receipt && <ReturnReceiptDialog ret={receipt} onClose={() => setReceipt(null)} />}
    </ActionsContext.Provider>
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
