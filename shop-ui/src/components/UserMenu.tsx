import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../lib/auth";
import { toast } from "../lib/toast";
import { AppLink } from "./AppLink";
import { Avatar } from "./Avatar";
import { ChevronDownIcon, GridIcon, ListIcon, LogOutIcon, UserIcon } from "./Icons";
import { accountLinks, LOGIN_LABEL, LOGIN_PATH, SIGN_OUT_LABEL } from "./navigation";
import styles from "./UserMenu.module.css";

const ICONS: Record<string, typeof UserIcon> = { "/dashboard": GridIcon, "/my-orders": ListIcon };

/** The header's account corner: 'Masuk / Daftar' for visitors, the user's menu once signed in. */
export function UserMenu() {
  const { loading, user, profile } = useAuth();
  if (loading) return <span className={styles.placeholder} aria-hidden="true" />;
  if (!user) {
    return (
      <>
        <Link to={LOGIN_PATH} className={`btn btn-outline btn-sm ${styles.login}`}>
          <UserIcon size={16} />
          {LOGIN_LABEL}
        </Link>
        <Link to={LOGIN_PATH} className={`icon-btn ${styles.loginIcon}`} aria-label={LOGIN_LABEL}>
          <UserIcon size={20} />
        </Link>
      </>
    );
  }
  return (
    <AccountMenu
      email={profile?.email ?? user.email}
      name={profile?.full_name ?? ""}
      avatarUrl={profile?.avatar_url}
      role={profile?.role}
    />
  );
}

function AccountMenu({
  email,
  name,
  avatarUrl,
  role,
}: {
  email: string;
  name: string;
  avatarUrl?: string | null;
  role?: string;
}) {
  // The menu is open on the page it was opened on: moving to another page closes it. (Closing it
  // from an effect on the location would also undo a click made before that effect first ran.)
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={`Menu akun ${email}`}
        onClick={() => setOpen(!open)}
      >
        <Avatar url={avatarUrl} name={name || email} size={30} />
        <span className={styles.email}>{email}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open && (
        <div className={styles.panel} id="user-menu">
          <div className={styles.who}>
            {name && <strong className={styles.name}>{name}</strong>}
            <span className={styles.whoEmail}>{email}</span>
          </div>
          <AccountActions
            role={role}
            onNavigate={() => setOpen(false)}
            itemClassName={styles.item}
          />
        </div>
      )}
    </div>
  );
}

/** The menu's links and 'Keluar'; the side drawer shows the same list. */
export function AccountActions({
  role,
  onNavigate,
  itemClassName,
}: {
  role?: string;
  onNavigate?: () => void;
  itemClassName?: string;
}) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
      onNavigate?.();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <ul className={styles.items}>
      {accountLinks(role).map(({ label, to }) => {
        const Icon = ICONS[to] ?? UserIcon;
        return (
          <li key={to}>
            <AppLink to={to} className={itemClassName} onClick={onNavigate}>
              <Icon size={18} />
              {label}
            </AppLink>
          </li>
        );
      })}
      <li className={styles.separator}>
        <button type="button" className={itemClassName} onClick={onSignOut} disabled={busy}>
          <LogOutIcon size={18} />
          {SIGN_OUT_LABEL}
        </button>
      </li>
    </ul>
  );
}
