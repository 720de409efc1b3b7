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
