import { createContext, useContext } from "react";
import type { SaleRef } from "./types";

/** What a row's "Retur" or "Batalkan" opens: a sale's return, or voiding a sale or repair bill. */
export type OpenedAction =
  { kind: "return"; sale: SaleRef } | { kind: "void"; number: string; url: string };

export const ActionsContext = createContext<((action: OpenedAction) => void) | null>(null);

/** Opens a dialog of the list's DocumentActionsHost. */
export function useOpenAction(): (action: OpenedAction) => void {
  const open = useContext(ActionsContext);
  if (!open) throw new Error("Retur and Batalkan need a DocumentActionsHost around their list");
  return open;
}
