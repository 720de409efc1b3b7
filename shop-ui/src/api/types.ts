/** A page of a list endpoint: `{ items, total }`, total counting all matches. */
export interface ListResponse<T> {
  items: T[]
  total: number
}

/** Money is an integer number of rupiah. */
export interface Product {
  id: number
  created_at: string
  name: string
  category: string
  description: string
  stock: number
  buy_price: number
  retail_price: number
  reseller_price: number
  barcode: string
  supplier_id: number | null
  entry_date: string | null
  image_url: string | null
}

export type ProductSort = 'name' | '-name' | 'retail_price' | '-retail_price'

/** Admin and Kasir are staff; every other role value is treated as Member (spec 000 §3). */
export type Role = 'Admin' | 'Kasir' | 'Member'

/** The signed-in user's profile as /api/auth/me and /api/me/profile serve it. */
export interface Profile {
  id: number
  email: string
  role: Role
  full_name: string
  avatar_url: string | null
  phone: string | null
  address: string | null
  created_at: string
  verified_at: string | null
}

/** The answer of login and /api/auth/me. */
export interface Account {
  user: { id: number; email: string }
  profile: Profile
}

/** A plain confirmation, e.g. after sign-up. */
export interface MessageResponse {
  message: string
}

export type OrderStatus = 'Pending' | 'Processed' | 'Cancelled'

/** A member's pickup order; money in rupiah, computed by the server. */
export interface Order {
  id: number
  order_number: string
  member_id: number | null
  total_amount: number
  status: OrderStatus
  created_at: string
}

export interface OrderItem {
  id: number
  order_id: number
  product_id: number
  quantity: number
  price_at_order: number
  product_name: string
  product_image_url: string | null
}

export interface OrderDetail extends Order {
  items: OrderItem[]
}

/** A product review; the author's name and photo come from their profile (null once deleted). */
export interface Review {
  id: number
  product_id: number
  user_id: number | null
  rating: number
  comment: string
  created_at: string
  updated_at: string
  author_name: string | null
  author_avatar_url: string | null
}

/** A page of reviews with the average rating (out of 5, 0 without reviews) of all of them. */
export interface ReviewPage extends ListResponse<Review> {
  average_rating: number
}
