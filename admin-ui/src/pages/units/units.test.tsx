import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import { documentLink } from "./documents";

warmUp(() => import("./show"));
beforeEach(() => resetSessionCache());

describe("a unit's page", () => {
  it("shows the phone's numbers, where it came from and its story with links to the documents", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/units/11": () =>
        json({
          unit: {
            id: 11,
            product_id: 7,
            product_name: "Redmi Note 13",
            imei: "490154203237518",
            imei2: "356938035643809",
            serial: null,
            status: "sold",
            supplier_id: 3,
            supplier_name: "PT Distributor HP",
            received_on: "2026-11-20",
            buy_price: 2100000,
            created_at: "2026-11-20T03:00:00Z",
          },
          movements: [
            {
              id: 1,
              product_id: 7,
              delta: 1,
              stock_after: 1,
              reason: "purchase",
              reference: "PB-20261120-000001",
              user_id: 1,
              user_name: "Hendra",
              unit_id: 11,
              created_at: "2026-11-20T03:00:00Z",
            },
            {
              id: 2,
              product_id: 7,
              delta: -1,
              stock_after: 0,
              reason: "sale",
              reference: "TRX-20261121-000004",
              user_id: 2,
              user_name: "Rina",
              unit_id: 11,
              created_at: "2026-11-21T03:00:00Z",
            },
          ],
        }),
    });
    renderAt("/dashboard/stock/units/11");
    expect(await screen.findByText("Terjual")).toBeTruthy();
    expect(screen.getByText("356938035643809")).toBeTruthy();
    expect(screen.getByText("PT Distributor HP")).toBeTruthy();
    const sale = screen.getByRole("link", { name: "TRX-20261121-000004" });
    expect(sale.getAttribute("href")).toBe(documentLink("TRX-20261121-000004"));
    expect(screen.getByRole("link", { name: "PB-20261120-000001" }).getAttribute("href")).toBe(
      "/dashboard/data/goods-receipts",
    );
    expect(screen.getByText("-1")).toBeTruthy();
  });

  it("links each document to the page that opens it", () => {
    expect(documentLink("SVC-12")).toContain("/dashboard/transaction/history?filters[0][field]=q");
    expect(documentLink("OPN-20261126-000002")).toBe("/dashboard/data/stock-opname");
    expect(documentLink("catatan")).toBeNull();
  });
});
