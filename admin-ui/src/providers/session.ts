import type { Role, Session } from "../interfaces";
import { apiFetch, type ApiError } from "./http";

/**
 * The signed-in session as GET /api/auth/me reports it, shared by the auth
 * and access-control providers so one page render asks the server once, not
 * once per menu entry. `check` always refreshes it; login/logout replace it.
 */
let cached: Session | null | undefined; // undefined = not asked yet
let inFlight: Promise<Session | null> | undefined;

export const STAFF_ROLES: readonly Role[] = ["Admin", "Kasir", "Teknisi"];

export function isStaff(role: Role | null | undefined): role is "Admin" | "Kasir" | "Teknisi" {
  return role === "Admin" || role === "Kasir" || role === "Teknisi";
}

/** GET /api/auth/me; `null` when there is no session (401). */
export function loadSession(options: { force?: boolean } = {}): Promise<Session | null> {
  if (!options.force && cached !== undefined) return Promise.resolve(cached);
  if (inFlight) return inFlight;
  inFlight = apiFetch<Session>("/api/auth/me")
    .then((session) => {
      cached = session ?? null;
      return cached;
    })
    .catch((error: ApiError) => {
      if (error?.statusCode === 401) {
        cached = null;
        return null;
      }
      cached = undefined;
      throw error;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export function setSession(session: Session | null): void {
  cached = session;
}

export function clearSession(): void {
  cached = null;
}

/** Forget everything (tests). */
export function resetSessionCache(): void {
  cached = undefined;
  inFlight = undefined;
}

/** After the profile changed on the server (name, avatar): keep the cached session in step. */
export function updateCachedProfile(profile: Partial<Session["profile"]>): void {
  if (cached) cached = { ...cached, profile: { ...cached.profile, ...profile } };
}
