import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, query } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import { readReportParams, reportSearch } from "./params";
import { perOutletText } from "../dashboard/perOutlet";

warmUp(
  () => import("./sales"),
  () => import("../dashboard"),
);

const konter = { id: 1, name: "Konter" };
const dago = { id: 2, name: "Cabang Dago" };

const emptyReport = {
  period: { from: "2026-11-01", to: "2026-11-15" },
  summary: {},
  per_method: [],
  installments_per_method: [],
  top_products: [],
  rows: { total: 0, items: [] },
};

function shop(outlets: { id: number; name: string }[]) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin")),
    "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
    "GET /api/reminders": () => json({ total: 0 }),
    "GET /api/reports/sales": () => json(emptyReport),
    "GET /api/dashboard": (call) =>
      json(
        query(call.url).outlet_id === "2"
          ? { date: "2026-11-22", recent: [], receivables: 400000, receivables_per_outlet: [] }
          : {
              date: "2026-11-22",
              recent: [],
              receivables: 1000000,
              receivables_per_outlet:
                outlets.length > 1
                  ? [
                      { outlet_id: 1, outlet_name: "Konter", receivables: 600000 },
                      { outlet_id: 2, outlet_name: "Cabang Dago", receivables: 400000 },
                    ]
                  : [],
            },
      ),
    "GET /api/shifts/drawers": () =>
      json({
        open_shifts: 2,
        expected_cash: 350000,
        per_outlet: [
          { outlet_id: 1, outlet_name: "Konter", open_shifts: 1, expected_cash: 125000 },
          { outlet_id: 2, outlet_name: "Cabang Dago", open_shifts: 1, expected_cash: 225000 },
        ],
      }),
  });
}

/** Chooses an option of the outlet filter. */
async function chooseOutlet(name: string) {
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Outlet yang dibaca" }));
  fireEvent.click(await screen.findByText(name, { selector: ".ant-select-item-option-content" }));
}

beforeEach(() => resetSessionCache());
afterEach(() => vi.unstubAllGlobals());

describe("a report's address", () => {
  it("keeps the period and the outlet, each changed alone", () => {
    const current = readReportParams(new URLSearchParams("from=2026-11-01&to=2026-11-15&outlet=2"));
    expect(current).toEqual({ from: "2026-11-01", to: "2026-11-15", outlet: 2 });
    expect(reportSearch(current, { outlet: null })).toEqual({
      from: "2026-11-01",
      to: "2026-11-15",
    });
    expect(reportSearch(current, { period: null })).toEqual({ outlet: "2" });
    expect(reportSearch(current, { period: { from: "2026-10-01", to: "2026-10-31" } })).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      outlet: "2",
    });
    expect(readReportParams(new URLSearchParams("outlet=semua")).outlet).toBeUndefined();
  });
});

describe("reports per outlet", () => {
  it("offers no outlet in a shop of one", async () => {
    const { calls } = shop([konter]);
    renderAt("/dashboard/reports/sales");
    await screen.findByText("Laporan Penjualan");
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/outlets"))).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Outlet yang dibaca" })).toBeNull();
  });

  it("reads every outlet, then the one the Admin chooses, for the same period", async () => {
    const { calls } = shop([konter, dago]);
    renderAt("/dashboard/reports/sales?from=2026-11-01&to=2026-11-15");
    const filter = await screen.findByRole("combobox", { name: "Outlet yang dibaca" });
    expect(filter.closest(".ant-select")!.textContent).toBe("Semua outlet");
    const asked = () =>
      calls.filter((c) => c.url.startsWith("/api/reports/sales")).map((c) => query(c.url));
    expect(asked()[0]).not.toHaveProperty("outlet_id");
    await chooseOutlet("Cabang Dago");
    await waitFor(() =>
      expect(asked().at(-1)).toMatchObject({
        from: "2026-11-01",
        to: "2026-11-15",
        outlet_id: "2",
      }),
    );
  });

  it("shows Kas di Laci of every outlet with each outlet's, and one outlet's when chosen", async () => {
    const { calls } = shop([konter, dago]);
    renderAt("/dashboard");
    expect(await screen.findByText(/Konter Rp\s125\.000 · Cabang Dago Rp\s225\.000/)).toBeTruthy();
    await chooseOutlet("Konter");
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.startsWith("/api/dashboard")).map((c) => query(c.url).outlet_id),
      ).toContain("1"),
    );
    expect(
      calls
        .filter((c) => c.url.startsWith("/api/shifts/drawers"))
        .map((c) => query(c.url).outlet_id),
    ).toContain("1");
  });

  it("shows Total Piutang of every outlet with each outlet's, and one outlet's when chosen", async () => {
    shop([konter, dago]);
    renderAt("/dashboard");
    const receivables = async () =>
      (await screen.findByText("Total Piutang")).closest(".ant-card")!.textContent;
    await waitFor(async () =>
      expect(await receivables()).toMatch(
        /Rp\s1\.000\.000.*Konter Rp\s600\.000 · Cabang Dago Rp\s400\.000/,
      ),
    );
    await chooseOutlet("Cabang Dago");
    await waitFor(async () => expect(await receivables()).toMatch(/Total PiutangRp\s400\.000$/));
  });

  it("names no outlet under Total Piutang of a shop of one", async () => {
    shop([konter]);
    renderAt("/dashboard");
    await waitFor(async () =>
      expect((await screen.findByText("Total Piutang")).closest(".ant-card")!.textContent).toMatch(
        /Total PiutangRp\s1\.000\.000$/,
      ),
    );
    expect(screen.queryByRole("combobox", { name: "Outlet yang dibaca" })).toBeNull();
  });

  it("names no outlet under Kas di Laci of a shop of one", () => {
    expect(perOutletText([], (o: { outlet_name: string }) => o.outlet_name.length)).toBe("");
  });
});
