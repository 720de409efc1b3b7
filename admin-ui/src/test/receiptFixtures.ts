import { shopInfo } from "@konter/ui-kit";
import type { Sale } from "../pages/sales/types";

/** A shop, and two sales to print (cash and voided; QRIS), with long names that wrap on 58 mm paper. */
export const receiptShop = shopInfo(
  {
    appName: "Konter Maju Jaya Sentosa Abadi",
    contactAddress: "Jl. Merdeka No. 1, Kel. Sukamaju, Kec. Cibeunying, Bandung",
    contactPhone: "0812-3456-7890",
    timezone: "Asia/Jakarta",
    bankName: "BCA",
    bankAccountNumber: "1234567890",
    bankAccountHolder: "Konter Maju Jaya",
  },
  "Konter",
);

const PAID_AT = "2026-11-22T16:30:00Z";

export const cashSale: Sale = {
  id: 7,
  created_at: "2026-11-22T16:30:00Z",
  transaction_id_display: "TRX-20261122-000007",
  customer_id: 3,
  customer_name_cache: "Agus Wijaya",
  customer_type: "reseller",
  subtotal: 11600000,
  discount: 50000,
  total_amount: 11550000,
  paid_amount: 12000000,
  change_amount: 450000,
  remaining_amount: 0,
  payment_method: "tunai",
  kasir_id: 2,
  kasir_name: "Rina Marlina",
  payments: [
    {
      method: "tunai",
      amount: 2000000,
      change_amount: 450000,
      reference: null,
      created_at: PAID_AT,
    },
    {
      method: "transfer",
      amount: 10000000,
      change_amount: 0,
      reference: null,
      created_at: PAID_AT,
    },
  ],
  voided_at: "2026-11-23T02:00:00Z",
  voided_by: "Admin Toko",
  void_reason: "Pelanggan membatalkan pembelian karena salah pilih warna",
  void_refund: 11550000,
  returned_amount: 0,
  all_returned: false,
  items: [
    {
      id: 11,
      transaction_id: 7,
      product_id: 2,
      product_name: "Samsung Galaxy A55 5G 8/256GB Awesome Iceblue Garansi Resmi SEIN",
      quantity: 2,
      buy_price_at_sale: 5400000,
      sale_price_at_sale: 5750000,
      units: [
        { id: 1, imei: "356789012345678", imei2: "356789012345679", serial: null },
        { id: 2, imei: null, imei2: null, serial: "SN-A55-0002" },
      ],
      warranty_name: "Garansi Resmi Samsung 1 Tahun",
      warranty_until: "2027-11-22",
    },
    {
      id: 12,
      transaction_id: 7,
      product_id: 29,
      product_name: "Kabel Data",
      quantity: 2,
      buy_price_at_sale: 30000,
      sale_price_at_sale: 50000,
    },
  ],
};

export const qrisSale: Sale = {
  ...cashSale,
  voided_at: null,
  customer_type: "umum",
  customer_name_cache: "",
  paid_amount: 11550000,
  change_amount: 0,
  payments: [
    {
      method: "qris",
      amount: 11550000,
      change_amount: 0,
      reference: "QR-0042",
      created_at: PAID_AT,
    },
  ],
};
