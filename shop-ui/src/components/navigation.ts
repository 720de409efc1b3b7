/** The public top navigation (spec 000 §2, "Public layout"). */
export interface NavItem {
  label: string
  to: string
  /** Produk opens a menu with all products and each category. */
  withCategories?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Layanan Servis', to: '/#services' },
  { label: 'Produk', to: '/products', withCategories: true },
  { label: 'Jasa Aplikasi', to: '/#it-services' },
  { label: 'Berita', to: '/news' },
  { label: 'Tentang Kami', to: '/#about' },
  { label: 'Kontak', to: '/#contact' },
]

export const LOGIN_PATH = '/member-login'
export const LOGIN_LABEL = 'Masuk / Daftar'
export const ALL_PRODUCTS_LABEL = 'Semua Produk'
