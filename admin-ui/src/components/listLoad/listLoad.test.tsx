import { beforeEach, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { renderAt, session, toastTexts, warmUp } from "../../test/app";
import { MSG_NOT_SHOWN } from "./useListTable";

beforeEach(() => resetSessionCache());
warmUp(() => import("../../pages/products/list"));

const charger = {
  id: 1,
  name: "Charger Type-C 20W",
  category: "Aksesoris",
  description: "",
  stock: 12,
  buy_price: 60000,
  retail_price: 85000,
  reseller_price: 75000,
  barcode: "2001234567893",
  supplier_id: null,
  supplier_name: null,
  entry_date: "2025-03-01",
  image_url: null,
  low_stock_threshold: 5,
  created_at: "2025-03-01T00:00:00Z",
};

const FAILED = "Gagal memuat data produk: database is locked";

it("a list that fails to load says so, never 'Belum ada barang.', and 'Coba lagi' loads it", async () => {
  let failing = true;
  mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/products": () =>
      failing ? problem(500, "database is locked") : json({ items: [charger], total: 1 }),
  });
  renderAt("/dashboard/stock");
  expect(await screen.findByText(FAILED, {}, { timeout: 15000 })).toBeTruthy();
  expect(screen.queryByText("Belum ada barang.")).toBeNull();
  expect(screen.getByText(MSG_NOT_SHOWN)).toBeTruthy();
  expect(toastTexts()).not.toContain("database is locked");

  failing = false;
  fireEvent.click(screen.getByRole("button", { name: /Coba lagi/ }));
  expect(await screen.findByText("Charger Type-C 20W", {}, { timeout: 15000 })).toBeTruthy();
  expect(screen.queryByText(FAILED)).toBeNull();
});

it("a search that fails keeps the rows last loaded on screen under the error", async () => {
  mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/products": (call) =>
      call.url.includes("q=")
        ? problem(500, "database is locked")
        : json({ items: [charger], total: 1 }),
  });
  renderAt("/dashboard/stock");
  expect(await screen.findByText("Charger Type-C 20W", {}, { timeout: 15000 })).toBeTruthy();
  const search = screen.getByRole("searchbox", { name: "Cari barang" });
  fireEvent.change(search, { target: { value: "kabel" } });
  fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
  expect(await screen.findByText(FAILED, {}, { timeout: 15000 })).toBeTruthy();
  await waitFor(() => expect(screen.getByText("Charger Type-C 20W")).toBeTruthy());
  expect(screen.queryByText("Belum ada barang.")).toBeNull();
});
