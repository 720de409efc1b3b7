import type { ApiSchemas } from "./api";

/**
 * RFC 9457 problem details, the body of every refusal the Konter API sends
 * (application/problem+json): `detail` is the Indonesian text meant for the user, `title` the
 * English status name, `errors` the field messages of a 422.
 */
export type ProblemFieldError = ApiSchemas["ErrorDetail"];

/** Any problem a body holds: the API's (ErrorModel) or one a proxy answered with. */
export type Problem = Partial<ApiSchemas["ErrorModel"]>;

/** The problem in an error answer's body; null when the body is empty or not a JSON object. */
export function parseProblem(body: string): Problem | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Problem)
      : null;
  } catch {
    return null;
  }
}

/** What to tell the user: the problem's detail, else its title, else `fallback`. */
export function problemMessage(problem: Problem | null | undefined, fallback: string): string {
  return problem?.detail?.trim() || problem?.title?.trim() || fallback;
}

/**
 * The field messages of a 422 by field, in the order the server gave them: "body.full_name"
 * becomes "full_name"; other locations ("query.from") keep their prefix; none is "_".
 */
export function problemFieldMessages(
  problem: Problem | null | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const item of problem?.errors ?? []) {
    if (!item?.message) continue;
    const field = (item.location ?? "").replace(/^body\.?/, "") || "_";
    (out[field] ??= []).push(item.message);
  }
  return out;
}
