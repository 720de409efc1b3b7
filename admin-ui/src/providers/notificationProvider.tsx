import type { NotificationProvider } from "@refinedev/core";
import { App, Button } from "antd";

/** Every refusal takes the place of the one before: two refused scans are one toast, not a stack. */
const REFUSAL_KEY = "refusal";

/** Refine's built-in English heading of error toasts ("Error (status code: 404)"). */
const GENERIC_ERROR_HEADING = /^Error \(status code: \d+\)$/;

/**
 * Toasts through antd's App context (theme and id_ID locale apply).
 *
 * Written here instead of using @refinedev/antd's so that the sign-in page
 * does not download @refinedev/antd at all. Failed data calls arrive with
 * Refine's English heading ("Error (status code: 404)") and the API's
 * Indonesian `detail` as description: the detail alone becomes the toast.
 * Errors share one key (REFUSAL_KEY).
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();

  return {
    open: ({ key: given, message, description, type, cancelMutation, undoableTimeout }) => {
      const key = type === "error" ? REFUSAL_KEY : given;
      if (type === "progress") {
        notification.open({
          key,
          message,
          description: `Dapat dibatalkan dalam ${undoableTimeout ?? 0} detik.`,
          duration: 0,
          btn: (
            <Button
              size="small"
              onClick={() => {
                cancelMutation?.();
                if (key) notification.destroy(key);
              }}
            >
              Batalkan
            </Button>
          ),
        });
        return;
      }
      if (description && GENERIC_ERROR_HEADING.test(message)) {
        notification.open({ key, type, message: description });
        return;
      }
      notification.open({ key, type, message, description });
    },
    close: (key) => notification.destroy(key),
  };
}
