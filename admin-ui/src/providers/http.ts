import type { HttpError, ValidationErrors } from "@refinedev/core";
import { parseProblem, problemFieldMessages, problemMessage, type Problem } from "@konter/ui-kit";

/** Shown when the request never reached the server (offline, server down). */
export const NETWORK_ERROR_MESSAGE = "Tidak dapat terhubung ke server. Periksa koneksi Anda.";

export interface ApiError extends HttpError {
  /** The problem's `title` (English, from the server), for logs. */
  title?: string;
}

/**
 * fetch() for the Konter API: same-origin session cookie, JSON in and out,
 * and every non-2xx answer turned into a Refine HttpError built from the
 * RFC 9457 problem details (`detail` is the Indonesian text users see).
 */
export async function apiFetch<T = unknown>(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json, application/problem+json");
  let body = rest.body;
  if (json !== undefined) {
    requestHeaders.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      body,
      headers: requestHeaders,
      credentials: "same-origin",
    });
  } catch {
    throw makeError(NETWORK_ERROR_MESSAGE, 0);
  }

  if (!response.ok) {
    throw await problemToHttpError(response);
  }
  return (await readBody(response)) as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("Content-Type") ?? "";
  if (type.includes("json")) return JSON.parse(text);
  return text;
}

/** Builds the HttpError for a failed response (problem+json or anything else). */
export async function problemToHttpError(response: Response): Promise<ApiError> {
  let body = "";
  try {
    body = await response.text();
  } catch {
    body = "";
  }
  const problem = parseProblem(body);
  const error = makeError(
    problemMessage(problem, fallbackMessage(response.status)),
    response.status,
  );
  if (problem?.title) error.title = problem.title;
  const errors = fieldErrors(problem);
  if (errors) error.errors = errors;
  return error;
}

function fallbackMessage(status: number): string {
  if (status === 401) return "Sesi Anda telah berakhir. Silakan login ulang.";
  if (status === 403) return "Anda tidak memiliki akses ke halaman ini.";
  if (status === 404) return "Data tidak ditemukan.";
  return `Terjadi kesalahan pada server (${status}).`;
}

/**
 * Problem `errors` ([{location: "body.name", message}]) → Refine's
 * ValidationErrors ({name: "..."}) so forms show them under the field.
 * The `body.` prefix is dropped; other locations (query., path.) keep theirs.
 */
export function fieldErrors(problem: Problem | null | undefined): ValidationErrors | undefined {
  const result: ValidationErrors = {};
  for (const [key, messages] of Object.entries(problemFieldMessages(problem))) {
    result[key] = messages.length === 1 ? messages[0] : messages;
  }
  return Object.keys(result).length ? result : undefined;
}

function makeError(message: string, statusCode: number): ApiError {
  // A real Error (stack traces, `instanceof Error`) carrying Refine's fields.
  return Object.assign(new Error(message), { statusCode }) as ApiError;
}

/**
 * react-query retry rule for reads: a 4xx answer (not found, forbidden,
 * validation, no session) will not change on a retry, so it is shown at once;
 * a network error or a 5xx is retried once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as ApiError | undefined)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
