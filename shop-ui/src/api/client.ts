/**
 * A small JSON client for the Konter API.
 *
 * Errors from the server are RFC 9457 problem details ({title, status, detail, errors?}); the
 * thrown ApiError's message is the `detail` field, which carries the Indonesian text meant for
 * the user, so callers can show `error.message` as it is.
 */

import { parseProblem, problemFieldMessages, problemMessage, type Problem } from "@konter/ui-kit";

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(message: string, status: number, problem: Problem | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.problem = problem;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/**
 * The field messages of a 422, keyed by field name ("body.full_name" and "full_name" both
 * become "full_name"). The first message of a field wins.
 */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(problemFieldMessages(err.problem))) {
    out[field] = messages[0];
  }
  return out;
}

/** Shown when the request never reached the server (offline, DNS, server down). */
export const NETWORK_ERROR_MESSAGE =
  "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.";

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** Builds "?a=1&b=x" from params, leaving out empty strings, null and undefined. */
export function buildQuery(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  query?: QueryParams;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
}

function failureText(status: number, statusText: string): string {
  return statusText
    ? `Terjadi kesalahan pada server (${status} ${statusText}).`
    : `Terjadi kesalahan pada server (${status}).`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json, application/problem+json");
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // multipart/form-data: the browser sets the Content-Type with its boundary.
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set("Content-Type", "application/json");
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path + buildQuery(query), {
      credentials: "same-origin",
      ...init,
      headers: requestHeaders,
      body: requestBody,
    });
  } catch (err) {
    // An aborted request is not an error the user needs to see; let callers recognise it.
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const problem = parseProblem(text);
    throw new ApiError(
      problemMessage(problem, failureText(response.status, response.statusText)),
      response.status,
      problem,
    );
  }
  if (text && data === undefined) {
    throw new ApiError("Jawaban server tidak dapat dibaca.", response.status);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}
