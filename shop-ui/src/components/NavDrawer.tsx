import { Link } from "react-router";
import { useAuth } from "../lib/auth";
import { productsPath } from "../lib/productFilters";
import { Avatar } from "./Avatar";
import { ALL_PRODUCTS_LABEL, LOGIN_LABEL, LOGIN_PATH, NAV_ITEMS } from "./navigation";
import { CloseIcon, UserIcon } from "./Icons";
import { Logo } from "./Logo";
import { Sheet } from "./Sheet";
import { ThemeSwitch } from "./ThemeSwitch";
import { AccountActions } from "./UserMenu";
import styles from "./NavDrawer.module.css";

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  categories: readonly string[];
}

/** The navigation below 768 px: a modal side drawer. */
export function NavDrawer({ open, onClose, categories }: NavDrawerProps) {
  const { loading, user, profile } = useAuth();

  return (
    <Sheet open={open} onClose={onClose} label="Menu navigasi" side="left">
      <div className={styles.head}>
        <Logo onNavigate={onClose} />
        <button type="button" className="icon-btn" aria-label="Tutup menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <nav aria-label="Navigasi utama" className={styles.nav}>
        <ul className={styles.list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link} onClick={onClose}>
                {item.label}
              </Link>
              {item.withCategories && categories.length > 0 && (
                <ul className={styles.sublist}>
                  <li>
                    <Link to={productsPath()} className={styles.sublink} onClick={onClose}>
                      {ALL_PRODUCTS_LABEL}
                    </Link>
                  </li>
                  {categories.map((category) => (
                    <li key={category}>
                      <Link
                        to={productsPath({ category })}
                        className={styles.sublink}
                        onClick={onClose}
                      >
                        {category}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.foot}>
        {!loading && !user && (
          <Link to={LOGIN_PATH} className="btn btn-primary btn-block" onClick={onClose}>
            <UserIcon size={18} />
            {LOGIN_LABEL}
          </Link>
        )}
        {user && (
          <div className={styles.account}>
            <div className={styles.who}>
              <Avatar url={profile?.avatar_url} name={profile?.full_name || user.email} size={36} />
              <span className={styles.email}>{profile?.email ?? user.email}</span>
            </div>
            <AccountActions
              role={profile?.role}
              onNavigate={onClose}
              itemClassName={styles.accountItem}
            />
          </div>
        )}
        <ThemeSwitch variant="segmented" />
      </div>
    </Sheet>
  );
}
