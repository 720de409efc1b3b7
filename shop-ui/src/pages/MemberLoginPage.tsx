import { useRef, useState, type KeyboardEvent } from "react";
import { Navigate, useSearchParams } from "react-router";
import { afterSignIn } from "../components/navigation";
import { PageLoader } from "../components/PageLoader";
import { SESSION_LOADING } from "../components/RequireRole";
import { SignInForm } from "../components/SignInForm";
import { SignUpForm } from "../components/SignUpForm";
import { isStaff, STAFF_LOGIN_PATH } from "../lib/access";
import { useAuth } from "../lib/auth";
import { useDocumentTitle } from "../lib/hooks";
import { toast } from "../lib/toast";
import styles from "./MemberLoginPage.module.css";

const TABS = [
  { id: "masuk", label: "Masuk" },
  { id: "daftar", label: "Daftar" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/**
 * /member-login: sign in or sign up as a member; a signed-in member goes to /products, or back
 * to the page that sent them here (?next=, e.g. the cart's Checkout).
 */
export default function MemberLoginPage() {
  useDocumentTitle("Masuk / Daftar");
  const { loading, user, profile } = useAuth();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>("masuk");
  const [signedUp, setSignedUp] = useState<{ email: string; message: string } | null>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (loading) return <PageLoader label={SESSION_LOADING} showLabel />;
  if (user && profile && !isStaff(profile.role))
    return <Navigate to={afterSignIn(params)} replace />;

  const select = (next: Tab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft")
      select(tab === "masuk" ? "daftar" : "masuk");
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <div className={styles.head}>
          <h1 className={styles.title}>Akun Member</h1>
          <p className="muted">
            Masuk untuk berbelanja dan melihat pesanan Anda, atau daftar akun baru.
          </p>
        </div>

        <div className={styles.tabs} role="tablist" aria-label="Masuk atau daftar">
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {label}
            </button>
          ))}
        </div>

        <div
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          className={styles.panel}
        >
          {tab === "masuk" ? (
            <SignInForm
              key={signedUp?.email ?? ""}
              initialEmail={signedUp?.email}
              notice={signedUp?.message}
            />
          ) : (
            <SignUpForm
              onSignedUp={(email, message) => {
                toast.success(message);
                setSignedUp({ email, message });
                setTab("masuk");
              }}
            />
          )}
        </div>
      </div>

      <p className={styles.staff}>
        Staf toko? <a href={STAFF_LOGIN_PATH}>Masuk di halaman Penjualan</a>
      </p>
    </div>
  );
}
