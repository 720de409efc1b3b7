import { useRef } from "react";
import { useNotification } from "@refinedev/core";
import { apiFetch, type ApiError } from "../../providers/http";
import type { SaleReturn } from "../returns/types";
import { MSG_CREDIT_SPENT, returnIdOf, withCredit, type OtherPayment } from "./payments";

/** What return `number` still holds as credit for an exchange: 0 when no return has the number. */
async function creditOf(number: string): Promise<number> {
  const id = returnIdOf(number);
  if (id == null) return 0;
  try {
    const ret = await apiFetch<SaleReturn>(`/api/returns/${id}`);
    return ret.return_id_display === number ? ret.credit_left : 0;
  } catch (error) {
    if ((error as ApiError).statusCode === 404) return 0;
    throw error;
  }
}

/**
 * Tukar Barang by the return's number, typed or scanned from its receipt: the returned function
 * looks up what the return's credit still holds and puts it in the rows (see withCredit), or
 * says the credit is gone. `due` is what the cash leaves to pay.
 */
export function useExchangeCredit({
  rows,
  onChange,
  due,
}: {
  rows: readonly OtherPayment[];
  onChange: (rows: OtherPayment[]) => void;
  due: number;
}) {
  const { open: notify } = useNotification();
  // The rows as they are when the answer comes, not as they were when the number was read.
  const latest = useRef({ rows, onChange, due });
  latest.current = { rows, onChange, due };
  return async (typed: string) => {
    const number = typed.trim().toUpperCase();
    let credit: number;
    try {
      credit = await creditOf(number);
    } catch (error) {
      notify?.({ type: "error", message: (error as Error).message });
      return;
    }
    if (credit <= 0) {
      notify?.({ type: "error", message: MSG_CREDIT_SPENT });
      return;
    }
    const { rows: now, onChange: change, due: left } = latest.current;
    change(withCredit(now, number, credit, left));
  };
}
