import { useCustomMutation } from "@refinedev/core";
import { useReloadQueries } from "../../components/useReloadQueries";
import { refusalOrFailure } from "../../lib/notify";
import type { Shift } from "./types";

/**
 * A change to a shift (open, cash in or out, close): the server's answer is the shift as it is
 * now, and every shift query reloads.
 */
export function useShiftAction(failurePrefix: string, successMessage: string) {
  const { mutate, mutation } = useCustomMutation<Shift>();
  const reload = useReloadQueries();
  const run = (url: string, values: object, onDone: (shift: Shift) => void) => {
    if (mutation.isPending) return;
    mutate(
      {
        url,
        method: "post",
        values,
        successNotification: () => ({ type: "success", message: successMessage }),
        errorNotification: (error) => ({
          type: "error",
          message: refusalOrFailure(failurePrefix, error),
        }),
      },
      {
        onSuccess: (res) => {
          reload("/api/shifts");
          onDone(res.data);
        },
      },
    );
  };
  return { run, pending: mutation.isPending };
}
