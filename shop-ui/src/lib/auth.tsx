import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { ApiError, isAbortError } from "../api/client";
import { getMe, loginMember, logout } from "../api/auth";
import type { Account, Profile } from "../api/types";
import { signOutDestination } from "./access";
import { useGoTo } from "./appPaths";

/**
 * The session: /api/auth/me is loaded once; signing in and out and saving the
 * profile keep it current. The session itself is an HttpOnly cookie the browser sends along.
 */
export interface AuthState {
  loading: boolean;
  user: Account["user"] | null;
  profile: Profile | null;
}

export interface AuthContextValue extends AuthState {
  /** Signs in at the member door. Throws ApiError with the server's message. */
  signIn: (email: string, password: string) => Promise<Account>;
  /** Ends the session, then goes to /login (Admin, Kasir) or /member-login (everyone else). */
  signOut: () => Promise<void>;
  /** Loads the session again, e.g. after a 401 from another call. */
  refresh: () => Promise<void>;
  /** Puts a profile the server just returned (after saving it) into the session. */
  setProfile: (profile: Profile) => void;
}

const SIGNED_OUT: AuthState = { loading: false, user: null, profile: null };

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadSession(signal?: AbortSignal): Promise<AuthState> {
  try {
    const account = await getMe(signal);
    return { loading: false, user: account.user, profile: account.profile };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // 401: nobody is signed in. Anything else is logged and treated as no profile.
    if (!(err instanceof ApiError && err.status === 401)) console.error("Gagal memuat sesi", err);
    return SIGNED_OUT;
  }
}

/**
 * The server marks a page asked for without a session cookie (<meta name="konter-session"
 * content="none">): nobody is signed in, and asking /api/auth/me would only answer 401.
 */
function pageHasNoSession(): boolean {
  return document.querySelector('meta[name="konter-session"]')?.getAttribute("content") === "none";
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    pageHasNoSession() ? SIGNED_OUT : { loading: true, user: null, profile: null },
  );
  const goTo = useGoTo();

  useEffect(() => {
    if (pageHasNoSession()) return;
    const controller = new AbortController();
    loadSession(controller.signal).then(setState, (err: unknown) => {
      if (!isAbortError(err)) setState(SIGNED_OUT);
    });
    return () => controller.abort();
  }, []);

  const refresh = useCallback(async () => {
    setState(await loadSession());
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const account = await loginMember(email, password);
    setState({ loading: false, user: account.user, profile: account.profile });
    return account;
  }, []);

  const role = state.profile?.role;
  const signOut = useCallback(async () => {
    await logout();
    setState(SIGNED_OUT);
    goTo(signOutDestination(role), { replace: true });
  }, [goTo, role]);

  const setProfile = useCallback((profile: Profile) => {
    setState((current) => (current.user ? { ...current, profile } : current));
  }, []);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, refresh, setProfile }),
    [state, signIn, signOut, refresh, setProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
