import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useCategories } from "../lib/categories";
import { productsPath } from "../lib/productFilters";
import { ALL_PRODUCTS_LABEL, NAV_ITEMS } from "./navigation";
import { CartButton } from "./CartDrawer";
import { ChevronDownIcon, MenuIcon } from "./Icons";
import { Logo } from "./Logo";
import { NavDrawer } from "./NavDrawer";
import { SearchBox } from "./SearchBox";
import { ThemeSwitch } from "./ThemeSwitch";
import { UserMenu } from "./UserMenu";
import styles from "./Header.module.css";

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useCategories().data ?? [];
  // /products has its own search beside the filters: on a phone one search box is enough.
  const onProducts = useLocation().pathname === "/products";

  return (
    <header className={styles.header}>
      <div className={`container ${styles.top}`}>
        <button
          type="button"
          className={`icon-btn ${styles.menuButton}`}
          aria-label="Buka menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Logo className={styles.logo} />
        <SearchBox
          className={onProducts ? `${styles.search} ${styles.searchBesideFilters}` : styles.search}
        />
        <div className={styles.actions}>
          <CartButton />
          <UserMenu />
          <ThemeSwitch />
        </div>
      </div>

      <nav className={styles.nav} aria-label="Navigasi utama">
        <ul className={`container ${styles.navList}`}>
          {NAV_ITEMS.map((item) =>
            item.withCategories ? (
              <li key={item.to} className={styles.hasMenu}>
                <NavLink to={item.to} className={styles.navLink} aria-haspopup="true">
                  {item.label}
                  <ChevronDownIcon size={16} />
                </NavLink>
                <ul className={styles.menu}>
                  <li>
                    <Link to={productsPath()} className={styles.menuLink}>
                      {ALL_PRODUCTS_LABEL}
                    </Link>
                  </li>
                  {categories.map((category) => (
                    <li key={category}>
                      <Link to={productsPath({ category })} className={styles.menuLink}>
                        {category}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                {item.to.includes("#") ? (
                  <Link to={item.to} className={styles.navLink}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ),
          )}
        </ul>
      </nav>

      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} categories={categories} />
    </header>
  );
}
