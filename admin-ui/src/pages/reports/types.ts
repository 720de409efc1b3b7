import type { ListResponse } from "../../interfaces";
import type { Voided } from "../returns/types";
import type { Sale } from "../sales/types";

/** The shop-local days a report covers, both included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

/** Totals of a period's sales; profit is the total minus the goods' buy cost. */
export interface SalesSummary {
  count: number;
  items_sold: number;
  subtotal: number;
  discount: number;
  total: number;
  cost: number;
  profit: number;
  remaining: number;
}

/** Totals of a period's billed repairs; the fee counts as profit, parts earn their margin. */
export interface ServiceSummary {
  count: number;
  fees: number;
  parts_revenue: number;
  parts_cost: number;
  total: number;
  profit: number;
  remaining: number;
}

export interface ProductRank {
  product_id: number;
  name: string;
  quantity: number;
  revenue: number;
}

/** A billed repair as the service report lists it. */
export interface ServiceRow extends Partial<Voided> {
  id: number;
  service_entry_id: number;
  customer_name_cache: string;
  description: string;
  service_fee: number;
  total_parts_cost: number;
  total_amount: number;
  paid_amount: number;
  remaining_amount: number;
  payment_method: string;
  kasir_name: string | null;
  created_at: string;
  device_type: string;
  damage_type: string;
  category: string;
  status: string;
  /** null when the repair used no parts. */
  parts:
    | {
        id: number;
        product_name: string;
        quantity: number;
        sale_price: number;
        buy_price: number;
      }[]
    | null;
}

/** What a period took by one payment method, net of change and refunds. */
export interface MethodSum {
  method: string;
  amount: number;
}

/** GET /api/reports/sales */
export interface SalesReport {
  period: Period;
  summary: SalesSummary;
  /** Sales, their instalments' payments, returns and voids. */
  per_method: MethodSum[];
  /** The part of per_method the instalment payments brought. */
  installments_per_method: MethodSum[];
  top_products: ProductRank[];
  rows: ListResponse<Sale>;
}

/** GET /api/reports/service */
export interface ServiceReport {
  period: Period;
  summary: ServiceSummary;
  per_method: MethodSum[];
  installments_per_method: MethodSum[];
  top_parts: ProductRank[];
  rows: ListResponse<ServiceRow>;
}

/** GET /api/reports/today: one day's sales and repairs. */
export interface DailyReport {
  period: Period;
  revenue: number;
  profit: number;
  per_method: MethodSum[];
  installments_per_method: MethodSum[];
  sales: SalesReport;
  service: ServiceReport;
}
