import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { location, renderAt, session, toastTexts, warmUp } from "../../test/app";
import type { Role } from "../../interfaces";
import { attachmentName } from "./download";
import type { SalesReport } from "./types";

warmUp(
  () => import("./sales"),
  () => import("./home"),
);

const report: SalesReport = {
  period: { from: "2026-10-24", to: "2026-11-22" },
  summary: {
    count: 2,
    items_sold: 3,
    subtotal: 15198000,
    discount: 0,
    total: 15198000,
    cost: 13700000,
    profit: 1498000,
    remaining: 6199000,
    returns: 0,
  },
  per_method: [
    { method: "tunai", amount: 7000000 },
    { method: "qris", amount: 2000000 },
  ],
  installments_per_method: [{ method: "qris", amount: 250000 }],
  top_products: [{ product_id: 12, name: "Acer Aspire Lite 14", quantity: 2, revenue: 16398000 }],
  rows: {
    total: 1,
    items: [
      {
        id: 2,
        created_at: "2026-11-22T07:40:00Z",
        transaction_id_display: "TRX-20261122-000002",
        customer_id: 3,
        customer_name_cache: "Agus Wijaya",
        customer_type: "umum",
        subtotal: 8199000,
        discount: 0,
        total_amount: 8199000,
        paid_amount: 2000000,
        change_amount: 0,
        remaining_amount: 6199000,
        payment_method: "cicilan",
        kasir_id: 1,
        kasir_name: "Hendra",
        returned_amount: 0,
        all_returned: false,
        void_reason: null,
        void_refund: 0,
        voided_at: null,
        voided_by: null,
        items: [
          {
            id: 3,
            transaction_id: 2,
            product_id: 12,
            product_name: "Acer Aspire Lite 14",
            quantity: 1,
            buy_price_at_sale: 7400000,
            sale_price_at_sale: 8199000,
          },
        ],
      },
    ],
  },
};

const noReminders = {
  today: "2026-11-22",
  total: 0,
  installment_days: 30,
  installments: { count: 0, items: [] },
  repairs: { count: 0, items: [] },
  low_stock: { count: 0, items: [] },
};

function serve(role: Role, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/reminders": () => json(noReminders),
    "GET /api/reports/sales": () => json(report),
    ...extra,
  });
}

const tile = async (label: string) => (await screen.findByTestId(`tile-${label}`)).textContent;

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe("reports", () => {
  it("shows the sales report's totals, profit, top products and rows for the server's period", async () => {
    const { calls } = serve("Admin");
    renderAt("/dashboard/reports/sales");

    await waitFor(async () => expect(await tile("Total Penjualan")).toMatch(/Rp\s15\.198\.000/));
    expect(await tile("Laba")).toMatch(/Rp\s1\.498\.000/);
    expect(await tile("Modal Barang")).toMatch(/Rp\s13\.700\.000/);
    // What the period took by payment method.
    expect(await tile("Tunai")).toMatch(/Rp\s7\.000\.000/);
    expect(await tile("QRIS")).toMatch(/Rp\s2\.000\.000/);
    // Of which instalment payments brought.
    expect(screen.getByText(/termasuk cicilan/).textContent).toMatch(/cicilan Rp\s250\.000/);
    expect(screen.getByTestId("report-period").textContent).toBe(
      "24 Oktober 2026 – 22 November 2026",
    );
    const row = (await screen.findByText("TRX-20261122-000002")).closest("tr")!;
    expect(row.textContent).toMatch(
      /Agus Wijaya.*1x Acer Aspire Lite 14.*Rp\s8\.199\.000.*Cicilan/,
    );
    expect(screen.getByText("5 Produk Terlaris").closest(".ant-card")!.textContent).toContain(
      "Acer Aspire Lite 14",
    );
    // No period chosen: the server's default (the last 30 days), page 1.
    expect(query(calls.find((c) => c.url.startsWith("/api/reports/sales"))!.url)).toEqual({
      page: "1",
      per_page: "20",
    });
    expect(screen.getByRole("link", { name: /Kembali ke Laporan/ }).getAttribute("href")).toBe(
      "/dashboard/reports",
    );
  });

  it("marks a sale whose goods came back, with how much", async () => {
    const sale = report.rows.items![0]!;
    serve("Admin", {
      "GET /api/reports/sales": () =>
        json({
          ...report,
          rows: {
            total: 2,
            items: [
              { ...sale, remaining_amount: 0, returned_amount: sale.total_amount },
              {
                ...sale,
                id: 3,
                transaction_id_display: "TRX-20261122-000003",
                remaining_amount: 0,
                returned_amount: 1500000,
              },
            ],
          },
        }),
    });
    renderAt("/dashboard/reports/sales");
    const whole = (await screen.findByText("TRX-20261122-000002")).closest("tr")!;
    expect(whole.textContent).toMatch(/Diretur\s*Diretur Rp\s8\.199\.000/);
    expect(whole.textContent).not.toContain("Lunas");
    const part = screen.getByText("TRX-20261122-000003").closest("tr")!;
    expect(part.textContent).toMatch(/Lunas\s*Diretur Rp\s1\.500\.000/);
  });

  it("asks for the period in the address", async () => {
    const { calls } = serve("Admin");
    renderAt("/dashboard/reports/sales?from=2026-11-01&to=2026-11-15");
    await screen.findByText("TRX-20261122-000002");
    expect(query(calls.find((c) => c.url.startsWith("/api/reports/sales"))!.url)).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-15",
    });
  });

  it("downloads the workbook under the server's file name, or shows its refusal", async () => {
    let answers = 0;
    serve("Admin", {
      "GET /api/reports/sales/export": () =>
        ++answers === 1
          ? problem(422, "Periode laporan paling lama 5 tahun.")
          : new Response("PK", {
              headers: {
                "Content-Disposition":
                  'attachment; filename="laporan-sales-2026-10-24_2026-11-22.xlsx"',
              },
            }),
    });
    const clicked: string[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderAt("/dashboard/reports/sales");
    await screen.findByText("TRX-20261122-000002");

    fireEvent.click(screen.getByRole("button", { name: /Unduh Excel/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal mengunduh laporan: Periode laporan paling lama 5 tahun.",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /Unduh Excel/ }));
    await waitFor(() => expect(clicked).toEqual(["laporan-sales-2026-10-24_2026-11-22.xlsx"]));
    click.mockRestore();
  });

  it("reads the file name of a download", () => {
    expect(
      attachmentName('attachment; filename="laporan-today-2026-11-22_2026-11-22.xlsx"', "x.xlsx"),
    ).toBe("laporan-today-2026-11-22_2026-11-22.xlsx");
    expect(attachmentName(null, "laporan-sales.xlsx")).toBe("laporan-sales.xlsx");
  });

  it("keeps a Kasir out of the reports and their menu entry", async () => {
    const { calls } = serve("Kasir", { "GET /api/dashboard": () => json({}) });
    renderAt("/dashboard/reports/sales");
    expect(await screen.findByText("Halaman ini hanya untuk Admin.")).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/reports"))).toBe(false);
    const menu = document.querySelector(".ant-layout-sider") as HTMLElement;
    await within(menu).findByText("Pesanan");
    expect(within(menu).queryByText("Laporan")).toBeNull();
  });

  it("links the reports home to each report", async () => {
    serve("Admin", {
      "GET /api/reports/today": () =>
        json({
          period: { from: "2026-11-22", to: "2026-11-22" },
          revenue: 8349000,
          profit: 949000,
          sales: { ...report, summary: { ...report.summary, count: 1, total: 8199000 } },
          service: {
            period: report.period,
            summary: {
              count: 1,
              fees: 150000,
              parts_revenue: 0,
              parts_cost: 0,
              total: 150000,
              profit: 150000,
              remaining: 0,
            },
            top_parts: [],
            rows: { items: [], total: 0 },
          },
        }),
    });
    renderAt("/dashboard/reports");
    await waitFor(async () => expect(await tile("Pendapatan Hari Ini")).toMatch(/Rp\s8\.349\.000/));
    expect(await tile("Laba Hari Ini")).toMatch(/Rp\s949\.000/);
    fireEvent.click(screen.getByRole("link", { name: /Laporan Servis/ }));
    await waitFor(() => expect(location()).toBe("/dashboard/reports/service"));
  });
});
