import type { BaseKey } from "@refinedev/core";

/** Shapes of the JSON the Konter API answers with (snake_case, as on the wire). */

export type Role = "Admin" | "Kasir" | "Member";

export interface Profile {
  id: BaseKey;
  role: Role;
  full_name: string;
  avatar_url: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  created_at: string;
  verified_at?: string | null;
  /** The outlets a staff member works at. */
  outlet_ids?: number[];
}

/** A staff user (GET /api/users) or a member (GET /api/members). */
export type User = Profile;

/** Answer of POST /api/users: the new user and the server's toast text. */
export type CreatedUser = User & { message: string };

export interface SessionUser {
  id: BaseKey;
  email: string;
}

/** Answer of POST /api/auth/login and GET /api/auth/me. */
export interface Session {
  user: SessionUser;
  profile: Profile;
  /** The outlet a staff member works at in this session; null: none chosen (an Admin's: all). */
  outlet_id?: number | null;
}

export interface Product {
  id: BaseKey;
  created_at: string;
  name: string;
  category: string;
  description: string;
  stock: number;
  buy_price: number;
  retail_price: number;
  reseller_price: number;
  barcode: string;
  supplier_id: number | null;
  supplier_name: string | null;
  entry_date: string | null;
  image_url: string | null;
  /** Stock at or below which the reminders list the product; null: the shop's default. */
  low_stock_threshold: number | null;
  /** Stocked unit by unit (phones, laptops): its stock is its units in the shop. */
  tracked: boolean;
  /** Pinned by the Admin among the cashier's frequent items. */
  pinned_at_counter: boolean;
  /** The product's own warranty; null takes its category's from the settings. */
  warranty_name?: string | null;
  warranty_days?: number | null;
}

/** What the product form sends (POST /api/products, PUT /api/products/{id}). */
export interface ProductBody {
  name: string;
  category: string;
  description: string;
  /** A new product's opening stock (POST only). */
  stock?: number;
  /** An edit's change to the stock it showed (PUT only): a sale made meanwhile still counts. */
  stock_correction?: number;
  buy_price: number;
  retail_price: number;
  reseller_price: number;
  barcode: string;
  supplier_id?: number;
  entry_date?: string;
  low_stock_threshold?: number;
  /** Stocked unit by unit; left out (a PUT: turned off) when not. */
  tracked?: boolean;
  /** The product's own warranty, both or neither; left out: its category's. */
  warranty_name?: string;
  warranty_days?: number;
}

/** One row of a product's stock ledger. */
export interface StockMovement {
  id: BaseKey;
  product_id: BaseKey;
  delta: number;
  stock_after: number;
  reason: string;
  reference: string;
  user_id: BaseKey | null;
  user_name: string | null;
  /** The unit that arrived or left, for a product tracked by unit, and its IMEI or serial. */
  unit_id: BaseKey | null;
  unit_number?: string;
  created_at: string;
}

/** Where a unit is: in the shop, or where it went. */
export type UnitStatus =
  "in_stock" | "sold" | "reserved" | "used_in_repair" | "missing" | "removed" | "arriving";

/** One unit of a product tracked by unit, known by its IMEI or serial. */
export interface Unit {
  id: BaseKey;
  product_id: BaseKey;
  product_name: string;
  imei: string | null;
  imei2: string | null;
  serial: string | null;
  status: UnitStatus;
  supplier_id: number | null;
  supplier_name: string | null;
  received_on: string;
  buy_price: number;
  created_at: string;
}

/** A customer or a supplier: the same address-book entry. */
export interface Contact {
  id: BaseKey;
  name: string;
  phone: string | null;
  address: string | null;
  created_at: string;
}
export type Customer = Contact;
export type Supplier = Contact;

/** What the address-book dialog sends (empty phone/address are stored as null by the server). */
export interface ContactBody {
  name: string;
  phone: string;
  address: string;
}

/** Answer of every list endpoint. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}
