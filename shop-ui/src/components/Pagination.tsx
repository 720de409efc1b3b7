import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "./Icons";
import styles from "./Pagination.module.css";

/** 'Sebelumnya · Halaman N dari M · Berikutnya' under a paged list (products, news). */
export function Pagination({
  label,
  page,
  pages,
  pathFor,
}: {
  label: string;
  page: number;
  pages: number;
  pathFor: (page: number) => string;
}) {
  return (
    <nav className={styles.pagination} aria-label={label}>
      <PageLink to={pathFor(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon size={18} />
        Sebelumnya
      </PageLink>
      <span className={styles.pageInfo}>
        Halaman {Math.min(page, pages)} dari {pages}
      </span>
      <PageLink to={pathFor(page + 1)} disabled={page >= pages}>
        Berikutnya
        <ChevronRightIcon size={18} />
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  disabled,
  children,
}: {
  to: string;
  disabled: boolean;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <span className={`btn btn-outline btn-sm ${styles.pageDisabled}`} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="btn btn-outline btn-sm" to={to}>
      {children}
    </Link>
  );
}
