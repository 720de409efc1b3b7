import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { productsPath } from "../lib/productFilters";
import { SearchIcon } from "./Icons";
import styles from "./SearchBox.module.css";

export const SEARCH_PLACEHOLDER = "Cari servis, produk, dan lainnya...";

/** The header search: trimmed text goes to /products?q=…, empty text to /products. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");

  // Show the current search while on /products; clear it elsewhere.
  useEffect(() => {
    if (location.pathname === "/products") {
      setText(new URLSearchParams(location.search).get("q") ?? "");
    } else {
      setText("");
    }
  }, [location.pathname, location.search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(productsPath({ q: text.trim() }));
  };

  return (
    <form role="search" className={`${styles.form} ${className ?? ""}`} onSubmit={onSubmit}>
      <label className="sr-only" htmlFor="site-search">
        {SEARCH_PLACEHOLDER}
      </label>
      <SearchIcon className={styles.icon} size={18} />
      <input
        id="site-search"
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        Cari
      </button>
    </form>
  );
}
