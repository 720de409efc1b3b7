import type { AuthProvider } from "@refinedev/core";
import type { Profile, Role, Session } from "../interfaces";
import { apiFetch, type ApiError } from "./http";
import { clearSession, isStaff, loadSession, setSession } from "./session";
import { closeLiveConnection } from "./liveProvider";
import { decideGuard, HOME_PATH, LOGIN_PATH } from "../lib/routeGuard";
import { MSG_MEMBER_AT_STAFF_DOOR, type ApiSchemas } from "@konter/ui-kit";

export { HOME_PATH, LOGIN_PATH, MEMBER_LOGIN_PATH } from "../lib/routeGuard";

/** A Member signing in at the staff door. */
export const MEMBER_AT_STAFF_DOOR = MSG_MEMBER_AT_STAFF_DOOR;

export type LoginParams = Required<Pick<ApiSchemas["LoginInputBody"], "email" | "password">>;

/** What `useGetIdentity` returns: the profile, plus the names Refine's stock components read. */
export type Identity = Profile & { name: string; avatar?: string };

function toIdentity(profile: Profile): Identity {
  return {
    ...profile,
    name: profile.full_name || profile.email,
    avatar: profile.avatar_url ?? undefined,
  };
}

function loginError(message: string): Error {
  const error = new Error(message);
  error.name = "Gagal masuk"; // title of the error notification
  return error;
}

export const authProvider: AuthProvider = {
  login: async ({ email, password }: LoginParams) => {
    try {
      const session = await apiFetch<Session>("/api/auth/login", {
        method: "POST",
        json: { email, password, door: "staff" },
      });
      if (!isStaff(session?.profile?.role)) {
        // The server already refuses Members at the staff door; this is the
        // belt to its braces: never keep a non-staff session open here.
        await apiFetch("/api/auth/logout", { method: "POST" }).catch(() => undefined);
        clearSession();
        return { success: false, error: loginError(MEMBER_AT_STAFF_DOOR) };
      }
      setSession(session);
      return { success: true, redirectTo: HOME_PATH };
    } catch (error) {
      return { success: false, error: loginError((error as ApiError).message) };
    }
  },

  logout: async () => {
    try {
      await apiFetch("/api/auth/logout", { method: "POST" });
    } catch {
      // Already signed out (401) or server unreachable: leave locally anyway.
    }
    clearSession();
    closeLiveConnection();
    return { success: true, redirectTo: LOGIN_PATH };
  },

  check: async () => {
    try {
      const session = await loadSession({ force: true });
      // The staff area as a whole; Admin-only pages add their own check (guards.tsx).
      const decision = decideGuard({
        loading: false,
        signedIn: Boolean(session?.user),
        role: session?.profile?.role,
        area: "staff",
      });
      if (decision.state === "allowed") return { authenticated: true };
      if (decision.state === "not-signed-in") {
        return { authenticated: false, redirectTo: decision.redirectTo, logout: true };
      }
      // Wrong role: a Member goes to the member login (spec route guard).
      return {
        authenticated: false,
        redirectTo: "redirectTo" in decision ? decision.redirectTo : LOGIN_PATH,
      };
    } catch (error) {
      return {
        authenticated: false,
        redirectTo: LOGIN_PATH,
        error: error as ApiError,
      };
    }
  },

  onError: async (error: ApiError) => {
    if (error?.statusCode === 401) {
      clearSession();
      return { logout: true, redirectTo: LOGIN_PATH, error };
    }
    // 403 and the rest: the page shows the error toast, the session stays.
    return {};
  },

  getIdentity: async (): Promise<Identity | null> => {
    const session = await loadSession();
    return session?.profile ? toIdentity(session.profile) : null;
  },

  getPermissions: async (): Promise<Role | null> => {
    const session = await loadSession();
    return session?.profile?.role ?? null;
  },
};
