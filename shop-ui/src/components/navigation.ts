import { isStaff } from "../lib/access";

/** The public top navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Produk opens a menu with all products and each category. */
  withCategories?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Layanan Servis", to: "/#services" },
  { label: "Produk", to: "/products", withCategories: true },
  { label: "Jasa Aplikasi", to: "/#it-services" },
  { label: "Berita", to: "/news" },
  { label: "Tentang Kami", to: "/#about" },
  { label: "Kontak", to: "/#contact" },
];

export const LOGIN_PATH = "/member-login";

/** The member sign-in that returns to `next` (a path of this shop) once signed in. */
export function signInPath(next: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Where a member goes after signing in: the ?next= path when it is one of this shop's own pages
 * (never another site: "//host" or "/\\host"), otherwise /products.
 */
export function afterSignIn(params: URLSearchParams): string {
  const next = params.get("next") ?? "";
  return /^\/(?![/\\])/.test(next) ? next : "/products";
}

export const LOGIN_LABEL = "Masuk / Daftar";
export const ALL_PRODUCTS_LABEL = "Semua Produk";

export const PROFILE_LABEL = "Profil Saya";
export const ORDERS_LABEL = "Daftar Pesanan";
export const DASHBOARD_LABEL = "Dashboard";
export const SIGN_OUT_LABEL = "Keluar";

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The user menu's links: 'Profil Saya' (members /member-profile, staff /profile), 'Daftar Pesanan'
 * for members and 'Dashboard' for Admin and Kasir. 'Keluar' is a button.
 */
export function accountLinks(role: string | null | undefined): AccountLink[] {
  return isStaff(role)
    ? [
        { label: PROFILE_LABEL, to: "/profile" },
        { label: DASHBOARD_LABEL, to: "/dashboard" },
      ]
    : [
        { label: PROFILE_LABEL, to: "/member-profile" },
        { label: ORDERS_LABEL, to: "/my-orders" },
      ];
}

/** Where the logo leads: the dashboard for Admin and Kasir, otherwise home. */
export function homePath(role: string | null | undefined): string {
  return role && isStaff(role) ? "/dashboard" : "/";
}
