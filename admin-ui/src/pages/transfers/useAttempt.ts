import { useRef } from "react";
import { newIdempotencyKey } from "@konter/ui-kit";
import type { HttpError } from "@refinedev/core";

/**
 * Sends a write under one idempotency key per attempt: a double click or a retry after a lost
 * answer makes it once; a refusal (4xx) saved nothing, so the next try is a new attempt.
 */
export function useAttempt() {
  const key = useRef(newIdempotencyKey());
  return async <T>(send: (key: string) => Promise<T>): Promise<T> => {
    try {
      return await send(key.current);
    } catch (error) {
      const status = (error as HttpError | undefined)?.statusCode ?? 0;
      if (status >= 400 && status < 500) key.current = newIdempotencyKey();
      throw error;
    }
  };
}
