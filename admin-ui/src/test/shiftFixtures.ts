import type { Shift } from "../pages/shifts/types";

/** Hendra's shift, open and then closed 10.000 short. */
export const openShift: Shift = {
  id: 7,
  kasir_id: 2,
  kasir_name: "Hendra",
  outlet_id: 1,
  status: "open",
  opened_at: "2026-11-24T01:00:00Z",
  closed_at: null,
  closed_by: null,
  opening_cash: 500000,
  per_method: [
    { method: "tunai", amount: 2600000 },
    { method: "qris", amount: 600000 },
  ],
  cash_taken: 2650000,
  cash_in: 100000,
  cash_out: 50000,
  refunds: 50000,
  cash_refunds: 50000,
  voids: 0,
  documents: 2,
  expected_cash: 3150000,
  counted_cash: null,
  difference: null,
  note: null,
  cash_moves: [],
  drawer_openings: [],
  blind: false,
};

export const closedShift: Shift = {
  ...openShift,
  status: "closed",
  closed_at: "2026-11-24T10:00:00Z",
  closed_by: "Hendra",
  counted_cash: 3140000,
  difference: -10000,
  note: "Receh kurang",
};
