/** GET /api/dashboard: today's six cards (the shop's local day) and the latest activity. */
export interface Dashboard {
  date: string;
  visitors_today: number;
  revenue_today: number;
  transactions_today: number;
  receivables: number;
  services_in_progress: number;
  orders_today: number;
  recent: Activity[];
}

/** One line of 'Aktivitas Terbaru': a sale or a billed repair. */
export interface Activity {
  number: string;
  /** "Umum" when the sale had no customer. */
  customer: string;
  /** Penjualan or Servis. */
  kind: string;
  detail: string;
  /** Cicilan / Lunas for a sale, the service status for a repair. */
  status: string;
  total: number;
  created_at: string;
}
