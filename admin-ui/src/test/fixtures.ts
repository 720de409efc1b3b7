import type { Product, Session } from "../interfaces";

/** Rina, a Kasir, as GET /api/auth/me answers for her: the cashier pages' tests sign in as her. */
export const kasirSession: Session = {
  user: { id: 2, email: "kasir@konter.test" },
  profile: {
    id: 2,
    role: "Kasir",
    full_name: "Rina Marlina",
    avatar_url: null,
    email: "kasir@konter.test",
    phone: null,
    address: null,
    created_at: "2026-11-01T00:00:00Z",
    verified_at: null,
    technician: false,
  },
  outlet_id: null,
};

/** A product as the API answers it: a tempered glass in stock, unless told otherwise. */
export function product(over: Partial<Product> = {}): Product {
  return {
    id: 32,
    created_at: "2026-11-01T00:00:00Z",
    name: "Tempered Glass Samsung A15",
    category: "Aksesoris",
    description: "",
    stock: 50,
    buy_price: 10000,
    retail_price: 25000,
    reseller_price: 18000,
    barcode: "2000000102184",
    supplier_id: null,
    supplier_name: null,
    entry_date: null,
    image_url: null,
    low_stock_threshold: null,
    tracked: false,
    pinned_at_counter: false,
    warranty_name: null,
    warranty_days: null,
    ...over,
  };
}
