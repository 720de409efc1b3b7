import type { BaseKey } from "@refinedev/core";

/** Shapes of the JSON the Konter API answers with (snake_case, as on the wire). */

export type Role = "Admin" | "Kasir" | "Member";

export interface Profile {
  id: string;
  role: Role;
  full_name: string;
  avatar_url: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  created_at: string;
}

export interface SessionUser {
  id: string;
  email: string;
}

/** Answer of POST /api/auth/login and GET /api/auth/me. */
export interface Session {
  user: SessionUser;
  profile: Profile;
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
  supplier_id: string | null;
  entry_date: string | null;
  image_url: string | null;
}

/** Answer of every list endpoint. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** RFC 9457 problem details as the API sends them. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { location?: string; message: string; value?: unknown }[];
}
