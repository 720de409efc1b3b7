import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { HistoryTable } from "./HistoryTable";
import type { PastTransaction } from "./types";

const row = (number: string, methods: string[], remaining = 0): PastTransaction => ({
  kind: "penjualan",
  id: Number(number.replace(/\D/g, "")),
  number,
  created_at: "2026-11-22T03:00:00Z",
  customer_id: null,
  customer_name: null,
  detail: "1x Samsung Galaxy A35",
  total_amount: 3999000,
  paid_amount: 3999000 - remaining,
  remaining_amount: remaining,
  payment_method: remaining > 0 ? "cicilan" : "tunai",
  methods,
  kasir_name: "Rina",
  voided_at: null,
  returned_amount: 0,
  all_returned: false,
});

describe("Riwayat Transaksi", () => {
  it("says how each one was paid: the card, both methods, or an instalment", () => {
    // The Admin's row actions refresh the list through Refine's query client.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HistoryTable
          tableProps={{
            dataSource: [
              row("TRX-1", ["debit"]),
              row("TRX-2", ["tunai", "qris"]),
              row("TRX-3", ["tunai"], 2999000),
              row("TRX-4", [], 3999000),
            ],
          }}
          pagination={false}
        />
      </QueryClientProvider>,
    );
    const paidWith = (number: string) => screen.getByText(number).closest("tr")!.textContent;
    expect(paidWith("TRX-1")).toContain("Kartu Debit");
    expect(paidWith("TRX-1")).not.toContain("Tunai");
    expect(paidWith("TRX-2")).toContain("Tunai + QRIS");
    expect(paidWith("TRX-3")).toMatch(/Tunai\s*Sisa Rp\s2\.999\.000/);
    expect(paidWith("TRX-4")).toMatch(/Cicilan\s*Sisa Rp\s3\.999\.000/);
  });
});
