import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import type { Role } from "../../interfaces";
import type { Dashboard } from "./types";

warmUp(() => import("./index"));

const dashboard: Dashboard = {
  date: "2026-11-22",
  visitors_today: 17,
  revenue_today: 7479000,
  transactions_today: 3,
  receivables: 2000000,
  receivables_per_outlet: [],
  services_in_progress: 4,
  orders_today: 2,
  recent: [
    {
      number: "SVC-12",
      customer: "Siti Aminah",
      kind: "Servis",
      detail: "Redmi Note 8 — LCD",
      status: "Proses",
      total: 480000,
      created_at: "2026-11-22T04:00:00Z",
    },
    {
      number: "TRX-20261122-000002",
      customer: "Agus Wijaya",
      kind: "Penjualan",
      detail: "1x Samsung Galaxy A15",
      status: "Cicilan",
      total: 2899000,
      created_at: "2026-11-22T03:00:00Z",
    },
    {
      number: "TRX-20261122-000001",
      customer: "Umum",
      kind: "Penjualan",
      detail: "2x Charger 25W",
      status: "Lunas",
      total: 500000,
      created_at: "2026-11-22T02:00:00Z",
    },
  ],
};

const empty = {
  today: "2026-11-22",
  total: 0,
  installment_days: 30,
  installments: { count: 0, items: [] },
  repairs: { count: 0, items: [] },
  low_stock: { count: 0, items: [] },
};

function serve(role: Role, body: Dashboard = dashboard) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/dashboard": () => json(body),
    "GET /api/reminders": () => json(empty),
    "GET /api/shifts/drawers": () => json({ open_shifts: 2, expected_cash: 3150000 }),
  });
}

/** The card with this title: its link (or null) and its text. */
async function card(title: string) {
  const label = await screen.findByText(title);
  return {
    text: label.closest(".ant-card")!.textContent ?? "",
    link: label.closest("a")?.getAttribute("href") ?? null,
  };
}

beforeEach(() => resetSessionCache());

describe("dashboard", () => {
  it("shows the six cards of the shop's day with the spec's links", async () => {
    serve("Admin");
    renderAt("/dashboard");

    await waitFor(async () =>
      expect((await card("Pendapatan Hari Ini")).text).toMatch(/Rp\s7\.479\.000/),
    );
    expect(await card("Pengunjung Hari Ini")).toEqual({
      text: expect.stringContaining("17"),
      link: null,
    });
    expect(await card("Pendapatan Hari Ini")).toMatchObject({ link: "/dashboard/reports/today" });
    expect(await card("Transaksi Hari Ini")).toEqual({
      text: expect.stringContaining("3"),
      link: "/dashboard/reports/today",
    });
    expect(await card("Total Piutang")).toEqual({
      text: expect.stringMatching(/Rp\s2\.000\.000/),
      link: "/dashboard/transaction/installments",
    });
    expect(await card("Servis Dalam Proses")).toEqual({
      text: expect.stringContaining("4"),
      link: "/dashboard/services-in-progress",
    });
    expect(await card("Pesanan Hari Ini")).toEqual({
      text: expect.stringContaining("2"),
      link: "/dashboard/orders",
    });
    await waitFor(async () =>
      expect(await card("Kas di Laci")).toEqual({
        text: expect.stringMatching(/Rp\s3\.150\.000/),
        link: "/dashboard/transaction/shifts",
      }),
    );
  });

  it("lists 'Aktivitas Terbaru' with the spec's columns and statuses", async () => {
    serve("Kasir");
    renderAt("/dashboard");

    const table = (await screen.findByText("Aktivitas Terbaru")).closest(
      ".ant-card",
    ) as HTMLElement;
    const headers = [
      ...new Set([...table.querySelectorAll(".ant-table-thead th")].map((th) => th.textContent)),
    ];
    expect(headers).toEqual(["No. Transaksi", "Pelanggan", "Jenis", "Detail", "Status", "Total"]);
    await within(table).findByText("SVC-12");
    const rows = within(table).getAllByRole("row");
    const [svc, credit, cash] = rows.slice(1).map((r) => r.textContent ?? "");
    expect(svc).toMatch(/SVC-12.*Siti Aminah.*Servis.*Proses.*Rp\s480\.000/);
    expect(credit).toMatch(/TRX-20261122-000002.*Agus Wijaya.*Penjualan.*Cicilan/);
    expect(cash).toMatch(/Umum.*Lunas/);
  });

  it("gives a Kasir no link to the Admin's day report", async () => {
    serve("Kasir");
    renderAt("/dashboard");
    await waitFor(async () =>
      expect((await card("Pesanan Hari Ini")).link).toBe("/dashboard/orders"),
    );
    expect((await card("Pendapatan Hari Ini")).link).toBeNull();
    expect((await card("Transaksi Hari Ini")).link).toBeNull();
    expect(screen.queryByText("Kas di Laci")).toBeNull();
  });

  it("says so when there is no activity yet", async () => {
    serve("Admin", { ...dashboard, recent: [] });
    renderAt("/dashboard");
    expect(await screen.findByText("Belum ada aktivitas.")).toBeTruthy();
  });
});
