import type { ServiceBillView, ServiceEntryView } from "@konter/ui-kit";

/** A page of a list endpoint: `{ items, total }`, total counting all matches. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** Money is an integer number of rupiah. The optional texts may come as null: render them null-safely. */
export interface Product {
  id: number;
  created_at: string;
  name: string;
  category: string | null;
  description: string | null;
  stock: number;
  buy_price: number;
  retail_price: number;
  reseller_price: number;
  barcode: string | null;
  supplier_id: number | null;
  entry_date: string | null;
  image_url: string | null;
}

export type ProductSort = "name" | "-name" | "retail_price" | "-retail_price";

/** Admin and Kasir are staff; every other role value is treated as Member. */
export type Role = "Admin" | "Kasir" | "Member";

/** The signed-in user's profile as /api/auth/me and /api/me/profile serve it. */
export interface Profile {
  id: number;
  email: string;
  role: Role;
  full_name: string;
  avatar_url: string | null;
  phone: string | null;
  address: string | null;
  created_at: string;
  verified_at: string | null;
}

/** The answer of login and /api/auth/me. */
export interface Account {
  user: { id: number; email: string };
  profile: Profile;
}

/** A plain confirmation, e.g. after sign-up. */
export interface MessageResponse {
  message: string;
}

export type OrderStatus = "Pending" | "Processed" | "Cancelled";

/** A member's pickup order; money in rupiah, computed by the server. */
export interface Order {
  id: number;
  order_number: string;
  member_id: number | null;
  total_amount: number;
  status: OrderStatus;
  created_at: string;
}

export interface OrderItem {
  id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  price_at_order: number;
  product_name: string;
  product_image_url: string | null;
}

export interface OrderDetail extends Order {
  items: OrderItem[];
}

/** A product review; the author's name and photo come from their profile (null once deleted). */
export interface Review {
  id: number;
  product_id: number;
  user_id: number | null;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
  author_name: string | null;
  author_avatar_url: string | null;
}

/** A page of reviews with the average rating (out of 5, 0 without reviews) of all of them. */
export interface ReviewPage extends ListResponse<Review> {
  average_rating: number;
}

/** A published news article; `content` is HTML the server has already sanitised. */
export interface NewsArticle {
  id: number;
  slug: string;
  title: string;
  content: string;
  /** The first 150 characters of the content's text, for the list cards. */
  excerpt: string;
  image_url: string | null;
  status: "draft" | "published";
  author_id: number | null;
  /** The author's full name; null when the author is gone or nameless ('Tanpa Nama'). */
  author_name: string | null;
  published_at: string | null;
  updated_at: string;
}

export type AdPlacement = "homepage_carousel" | "products_page_banner";

/** An advertisement banner; the public list holds active ones only, by sort_order. */
export interface Advertisement {
  id: number;
  image_url: string;
  alt_text: string;
  link_url: string | null;
  placement: AdPlacement;
  is_active: boolean;
  sort_order: number;
}

/** A repair looked up by its number (GET /api/tracking/{id}): the customer's name and phone masked. */
export interface ServiceTracking {
  id: number;
  status: string;
  date: string;
  category: string;
  device_type: string;
  damage_type: string;
  description: string;
  service_info: string | null;
  /** YYYY-MM-DD. */
  info_date: string | null;
  customers: { name: string; phone: string | null };
}

/** A repair as its full receipt shows it (GET /api/tracking?token=…, from the QR code). */
export interface ServiceEntry extends ServiceEntryView {
  category: string;
  /** YYYY-MM-DD. */
  info_date: string | null;
  created_at: string;
}

export interface ServiceReceipt {
  entry: ServiceEntry;
  bill: ServiceBillView | null;
}
