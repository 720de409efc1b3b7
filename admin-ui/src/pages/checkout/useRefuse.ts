import { useCallback } from "react";
import { useNotification } from "@refinedev/core";

/** A cashier's refusal: the reason as an error toast. */
export function useRefuse() {
  const { open: notify } = useNotification();
  return useCallback((message: string) => notify?.({ type: "error", message }), [notify]);
}
