import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { findDialog, location, renderAt, session, toastTexts, warmUp } from "../../test/app";
import type { Order, OrderDetail } from "./types";

warmUp(() => import("./list"));

const open: Order = {
  id: 7,
  order_number: "ORD-20261122-000007",
  member_id: 3,
  member_name: "Budi Santoso",
  member_email: "member@konter.test",
  member_phone: "081234567890",
  member_address: null,
  total_amount: 16398000,
  status: "Pending",
  sale_id: null,
  created_at: "2026-11-22T07:40:00Z",
  outlet_id: 1,
  outlet_name: "Konter",
};

const orphan: Order = {
  ...open,
  id: 8,
  order_number: "ORD-20261121-000002",
  member_id: null,
  member_name: null,
  member_phone: null,
  status: "Processed",
  sale_id: 4,
};

const detail: OrderDetail = {
  ...orphan,
  items: [
    {
      id: 1,
      order_id: 8,
      product_id: 12,
      product_name: "Acer Aspire Lite 14",
      product_image_url: null,
      quantity: 2,
      price_at_order: 8199000,
    },
  ],
};

const noReminders = {
  today: "2026-11-22",
  total: 0,
  installment_days: 30,
  installments: { count: 0, items: [] },
  repairs: { count: 0, items: [] },
  low_stock: { count: 0, items: [] },
};

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/reminders": () => json(noReminders),
    "GET /api/orders": () => json({ items: [open, orphan], total: 2 }),
    "GET /api/orders/8": () => json(detail),
    ...extra,
  });
}

const rowOf = async (number: string) =>
  (await screen.findByText(number)).closest("tr") as HTMLElement;

beforeEach(() => resetSessionCache());

describe("Manajemen Pesanan", () => {
  it("lists orders with the spec's date, 'Member Dihapus' and the way to the cashier", async () => {
    serve();
    renderAt("/dashboard/orders");

    const row = await rowOf("ORD-20261122-000007");
    // 07:40 UTC is 14:40 in Jakarta, the test's time zone.
    expect(row.textContent).toMatch(/22 Nov 2026, \d\d:40/);
    expect(row.textContent).toMatch(/Budi Santoso.*Rp\s16\.398\.000/);
    expect((await rowOf("ORD-20261121-000002")).textContent).toContain("Member Dihapus");
    // Paid already: only the open order goes to the cashier.
    expect(
      screen.queryByRole("button", { name: "Proses di Kasir ORD-20261121-000002" }),
    ).toBeNull();
    fireEvent.click(
      within(row).getByRole("button", { name: "Proses di Kasir ORD-20261122-000007" }),
    );
    await waitFor(() => expect(location()).toBe("/dashboard/transaction/sales?order=7"));
  });

  it("says 'Belum ada pesanan.' when there is none", async () => {
    serve({ "GET /api/orders": () => json({ items: [], total: 0 }) });
    renderAt("/dashboard/orders");
    expect(await screen.findByText("Belum ada pesanan.")).toBeTruthy();
  });

  it("saves a new status at once and shows the server's refusal", async () => {
    let answers = 0;
    const { calls } = serve({
      "PATCH /api/orders/7": () =>
        ++answers === 1
          ? problem(409, "Stok Acer Aspire Lite 14 tidak mencukupi.")
          : json({ ...open, status: "Cancelled" }),
    });
    renderAt("/dashboard/orders");
    const row = await rowOf("ORD-20261122-000007");

    const choose = async (status: string) => {
      fireEvent.mouseDown(
        within(row).getByRole("combobox", { name: "Status ORD-20261122-000007" }),
      );
      const options = await screen.findAllByTitle(status);
      fireEvent.click(options.at(-1)!);
    };
    await choose("Cancelled");
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal memperbarui status: Stok Acer Aspire Lite 14 tidak mencukupi.",
      ),
    );
    await choose("Cancelled");
    await waitFor(() => expect(toastTexts()).toContain("Status pesanan berhasil diperbarui."));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { status: "Cancelled" },
      { status: "Cancelled" },
    ]);
  });

  it("shows the detail of an order whose member was deleted", async () => {
    serve();
    renderAt("/dashboard/orders");
    fireEvent.click(await screen.findByRole("button", { name: "Detail ORD-20261121-000002" }));

    const dialog = await findDialog("Detail Pesanan ORD-20261121-000002");
    expect(
      await within(dialog).findByText("Data member untuk pesanan ini telah dihapus."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Acer Aspire Lite 14")).toBeTruthy();
    expect(within(dialog).getByText(/2 x Rp\s8\.199\.000/)).toBeTruthy();
    expect(within(dialog).getAllByText(/Rp\s16\.398\.000/).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole("button", { name: "Proses di Kasir" })).toBeNull();
  });

  it("deletes after a confirmation naming the order number", async () => {
    const { calls } = serve({ "DELETE /api/orders/7": () => new Response(null, { status: 204 }) });
    renderAt("/dashboard/orders");
    fireEvent.click(await screen.findByRole("button", { name: "Hapus ORD-20261122-000007" }));

    const confirm = (await screen.findAllByText("Apakah Anda yakin?"))[0].closest(
      ".ant-modal",
    ) as HTMLElement;
    expect(confirm.textContent).toContain(
      "Pesanan ORD-20261122-000007 akan dihapus secara permanen",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toastTexts()).toContain("Pesanan berhasil dihapus."));
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/orders/7")).toBe(true);
  });
});
