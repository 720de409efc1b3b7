import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { AdminApp } from "../../App";
import { resetSessionCache } from "../../providers/session";
import { TestAntd } from "../../test/antd";
import { findDialog } from "../../test/app";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { kasirSession as session, product } from "../../test/fixtures";
import type { Sale } from "./types";

const glass = product({});
// Its name contains the glass's barcode, but its own barcode is longer: not an exact match.
const lookalike = product({ id: 99, name: "Case 2000000102184 Bening", barcode: "20000001021849" });
const soldOut = product({
  id: 9,
  name: "Infinix Hot 40 Pro",
  stock: 0,
  barcode: "2000000100579",
  retail_price: 2199000,
});

const created_at = "2026-11-22T05:47:18Z"; // 12:47 in Jakarta

function serverSale(over: Partial<Sale> = {}): Sale {
  return {
    id: 41,
    created_at,
    transaction_id_display: "TRX-20261122-000041",
    customer_id: null,
    customer_name_cache: null,
    customer_type: "umum",
    // The server priced it at 26.000 (the price changed after the cart was filled).
    subtotal: 52000,
    discount: 0,
    total_amount: 52000,
    paid_amount: 60000,
    change_amount: 8000,
    remaining_amount: 0,
    payment_method: "tunai",
    kasir_id: 2,
    kasir_name: "Rina Marlina",
    returned_amount: 0,
    all_returned: false,
    void_reason: null,
    void_refund: 0,
    voided_at: null,
    voided_by: null,
    items: [
      {
        id: 60,
        transaction_id: 41,
        product_id: 32,
        product_name: "Tempered Glass Samsung A15",
        quantity: 2,
        buy_price_at_sale: 10000,
        sale_price_at_sale: 26000,
      },
    ],
    ...over,
  };
}

const baseRoutes = {
  "GET /api/auth/me": () => json(session),
  "GET /api/settings": () =>
    json({
      appName: "Konter Maju Jaya",
      contactAddress: "Jl. Merdeka 1, Depok",
      contactPhone: "0812-1111-2222",
      logoUrl: "",
      timezone: "Asia/Jakarta",
    }),
  "GET /api/customers": () =>
    json({
      items: [{ id: 3, name: "Agus Wijaya", phone: "087788990011", address: null, created_at: "" }],
      total: 1,
    }),
  "GET /api/products": (call: { url: string }) => {
    const q = query(call.url).q ?? "";
    const all = [glass, lookalike, soldOut];
    const items = all.filter(
      (p) => p.name.toLowerCase().includes(q.toLowerCase()) || p.barcode.includes(q),
    );
    return json({ items, total: items.length });
  },
  "GET /api/frequent-items": () => json(frequentItems),
  "PUT /api/customer-display": (call: { body: unknown }) => json(call.body),
};

const frequentItems = {
  items: [
    { product: { ...lookalike, pinned_at_counter: true }, sold: 0 },
    { product: glass, sold: 14 },
    { product: soldOut, sold: 3 },
  ],
};

function renderCashier(path = "/dashboard/transaction/sales") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp />
    </MemoryRouter>,
    { wrapper: TestAntd },
  );
}

async function scan(code: string) {
  const box = await screen.findByLabelText("Cari barang atau scan barcode");
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter" });
}

function headerOf(
  spy: ReturnType<typeof mockFetch>["spy"],
  index: number,
  name: string,
): string | null {
  const init = spy.mock.calls[index][1] as RequestInit;
  return new Headers(init.headers).get(name);
}

function salePosts(spy: ReturnType<typeof mockFetch>["spy"]): number[] {
  return spy.mock.calls
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c }) =>
        String(c[0]) === "/api/sales" && (c[1] as RequestInit | undefined)?.method === "POST",
    )
    .map(({ i }) => i);
}

/** A toast (antd notification) with exactly this text. */
async function toast(text: string) {
  await waitFor(() => {
    const notices = [...document.querySelectorAll(".ant-notification-notice-message")];
    expect(notices.map((n) => n.textContent)).toContain(text);
  });
}

/** The submit button once it is not busy. */
async function processButton() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: /Proses Transaksi/ });
    expect(button.className).not.toContain("ant-btn-loading");
    return button;
  });
}

// The page is a lazy chunk: transform it once before the first test's clock starts.
beforeAll(async () => {
  await import("./cashier");
  await import("../../components/layout");
}, 60_000);

beforeEach(() => {
  resetSessionCache();
  vi.spyOn(window, "print").mockImplementation(() => undefined);
});

describe("sales cashier: scanner", () => {
  it("adds an exact barcode match at once on Enter, and a second scan raises the quantity", async () => {
    const { calls } = mockFetch(baseRoutes);
    renderCashier();

    await scan("2000000102184");
    const line = await screen.findByTestId("cart-line");
    expect(within(line).getByText("Tempered Glass Samsung A15")).toBeTruthy();
    expect(
      (within(line).getByLabelText("Jumlah Tempered Glass Samsung A15") as HTMLInputElement).value,
    ).toBe("1");
    const lookup = calls.find(
      (c) => c.url.startsWith("/api/products") && query(c.url).q === "2000000102184",
    );
    expect(lookup).toBeTruthy();
    // The box is cleared for the next scan.
    expect((screen.getByLabelText("Cari barang atau scan barcode") as HTMLInputElement).value).toBe(
      "",
    );

    await scan("2000000102184");
    await waitFor(() =>
      expect(
        (screen.getByLabelText("Jumlah Tempered Glass Samsung A15") as HTMLInputElement).value,
      ).toBe("2"),
    );
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
  });

  it("names an unknown code in an error; with several matches the results are offered for ↓ and Enter", async () => {
    mockFetch({
      ...baseRoutes,
      // Nor is it a unit's IMEI or serial, nor is part of a barcode.
      "GET /api/units/by-number/20000001021849x": () => problem(404, "Unit tidak ditemukan."),
      "GET /api/units/by-number/2000000102": () => problem(404, "Unit tidak ditemukan."),
    });
    renderCashier();

    await scan("20000001021849x");
    await toast('Barang "20000001021849x" tidak ditemukan.');
    // Part of a barcode: the glass and the case that carries it in its name.
    await scan("2000000102");
    // The panel may open on its spinner and open again with the results: ask for it anew.
    await waitFor(() =>
      expect(
        within(screen.getByRole("listbox", { name: "Hasil pencarian barang" })).getByText(
          "Case 2000000102184 Bening",
        ),
      ).toBeTruthy(),
    );
    expect(screen.queryByTestId("cart-line")).toBeNull();

    const box = screen.getByLabelText("Cari barang atau scan barcode");
    // ↓ marks the first result; Enter, once it is marked, puts it in the cart. (The results may
    // still open again with the same products, which unmarks them: ↓ again, as a cashier would.)
    await waitFor(() => {
      if (!screen.queryByRole("option", { selected: true })) {
        fireEvent.keyDown(box, { key: "ArrowDown" });
      }
      expect(screen.getByRole("option", { selected: true })).toBeTruthy();
    });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(await screen.findByTestId("cart-line")).toBeTruthy();
  });

  it("a phone scanned by its IMEI goes in as that unit; one sold or at another outlet is refused", async () => {
    const phone = product({
      id: 7,
      name: "Redmi Note 13",
      stock: 3,
      tracked: true,
      retail_price: 2099000,
    });
    const unit = (status: string) => ({ id: 11, product_id: 7, imei: "490154203237518", status });
    const { calls } = mockFetch({
      ...baseRoutes,
      "GET /api/units/by-number/490154203237518": () => json(unit("in_stock")),
      "GET /api/units/by-number/356938035643809": () =>
        json({ ...unit("sold"), id: 12, imei: "356938035643809" }),
      "GET /api/units/by-number/356938035643817": () =>
        problem(409, "Unit 356938035643817 ada di stok outlet Konter, bukan di outlet ini."),
      "GET /api/products/7": () => json(phone),
      "POST /api/sales": () => json(serverSale(), 201),
    });
    renderCashier();
    await scan("490154203237518");
    expect((await screen.findByTestId("cart-line-units")).textContent).toBe("490154203237518");
    await scan("356938035643809");
    await toast("Unit 356938035643809 tidak ada di stok.");
    await scan("356938035643817");
    await toast("Unit 356938035643817 ada di stok outlet Konter, bukan di outlet ini.");
    await scan("490154203237518");
    await toast("490154203237518 sudah ada di keranjang.");
    fireEvent.change(screen.getByLabelText(/^Jumlah Bayar/), { target: { value: "2099000" } });
    fireEvent.click(screen.getByRole("button", { name: "Proses Transaksi" }));
    await toast("Transaksi berhasil diproses dan disimpan ke database!");
    expect(calls.find((c) => c.method === "POST" && c.url === "/api/sales")!.body).toMatchObject({
      items: [{ product_id: 7, quantity: 1, unit_ids: [11] }],
    });
  });

  it("a phone chosen by name asks which of its units leaves the shop", async () => {
    const phone = product({
      id: 7,
      name: "Redmi Note 13",
      stock: 2,
      tracked: true,
      barcode: "RN13",
    });
    const unit = (id: number, imei: string) => ({
      id,
      product_id: 7,
      imei,
      imei2: null,
      serial: null,
      status: "in_stock",
      received_on: "2026-11-20",
    });
    const { calls } = mockFetch({
      ...baseRoutes,
      "GET /api/products": () => json({ items: [phone], total: 1 }),
      // The server searches the units' numbers with q.
      "GET /api/units": (call) => {
        const items = [unit(11, "490154203237518"), unit(12, "356938035643809")].filter((u) =>
          u.imei.includes(query(call.url).q ?? ""),
        );
        return json({ items, total: items.length });
      },
      "POST /api/sales": () => json(serverSale(), 201),
    });
    renderCashier();
    const box = await screen.findByLabelText("Cari barang atau scan barcode");
    fireEvent.change(box, { target: { value: "Redmi" } });
    fireEvent.click(await screen.findByText("Redmi Note 13"));
    const dialog = await findDialog("Pilih unit Redmi Note 13");
    expect(query(calls.find((c) => c.url.startsWith("/api/units"))!.url)).toMatchObject({
      product_id: "7",
      status: "in_stock",
    });
    const search = within(dialog).getByLabelText("Cari atau pindai IMEI/serial");
    await within(dialog).findByText("490154203237518");
    // Enter right after typing waits for the server's answer to what was typed.
    fireEvent.change(search, { target: { value: "35693" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter" });
    expect((await screen.findByTestId("cart-line-units")).textContent).toBe("356938035643809");

    // The unit in the cart is not offered again; Enter takes the one product found.
    fireEvent.change(box, { target: { value: "Redmi" } });
    await waitFor(() => expect(screen.getAllByText("Redmi Note 13")).toHaveLength(2));
    fireEvent.keyDown(box, { key: "Enter", code: "Enter" });
    const again = await findDialog("Pilih unit Redmi Note 13");
    await within(again).findByText("490154203237518");
    expect(within(again).queryByText("356938035643809")).toBeNull();
  });

  it("offers only products in stock; nothing found links to the stock page", async () => {
    mockFetch(baseRoutes);
    renderCashier();

    const box = await screen.findByLabelText("Cari barang atau scan barcode");
    fireEvent.change(box, { target: { value: "Infinix" } });
    expect(await screen.findByText('Stok barang "Infinix" sedang habis.')).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buka Stok Barang" }).getAttribute("href")).toBe(
      "/dashboard/stock",
    );

    // Scanning the sold-out product's barcode is refused with the spec's text.
    await scan("2000000100579");
    await toast("Stok Infinix Hot 40 Pro tidak mencukupi.");
    expect(screen.queryByTestId("cart-line")).toBeNull();
  });
});

describe("sales cashier: frequent items", () => {
  it("one tap on a tile adds one; a sold-out tile cannot be tapped; a Kasir cannot pin", async () => {
    mockFetch(baseRoutes);
    renderCashier();

    const tiles = await screen.findByRole("region", { name: "Barang sering dijual" });
    const glassTile = within(tiles).getByRole("button", {
      name: /^Tambah Tempered Glass Samsung A15/,
    });
    expect(glassTile.textContent).toMatch(/Rp\s25\.000/);
    expect(glassTile.textContent).toContain("Stok 50");
    // The Admin's pinned item comes first, as the server sent it.
    const names = within(tiles)
      .getAllByRole("button", { name: /^Tambah / })
      .map((b) => b.textContent);
    expect(names[0]).toMatch(/^Tambah Case 2000000102184 Bening/);

    fireEvent.click(glassTile);
    fireEvent.click(glassTile);
    const line = await screen.findByTestId("cart-line");
    await waitFor(() =>
      expect(
        (within(line).getByLabelText("Jumlah Tempered Glass Samsung A15") as HTMLInputElement)
          .value,
      ).toBe("2"),
    );

    const soldOutTile = within(tiles).getByRole("button", { name: /^Tambah Infinix Hot 40 Pro/ });
    expect((soldOutTile as HTMLButtonElement).disabled).toBe(true);
    expect(soldOutTile.textContent).toContain("Stok habis");
    expect(within(tiles).queryByRole("button", { name: /^Sematkan / })).toBeNull();
  });

  it("the Admin pins a tile's product", async () => {
    const { calls } = mockFetch({
      ...baseRoutes,
      "GET /api/auth/me": () =>
        json({ ...session, profile: { ...session.profile, role: "Admin" } }),
      "PUT /api/products/32/pinned": () => json({ ...glass, pinned_at_counter: true }),
    });
    renderCashier();

    const tiles = await screen.findByRole("region", { name: "Barang sering dijual" });
    const pinned = within(tiles).getByRole("button", {
      name: "Sematkan Case 2000000102184 Bening",
    });
    expect(pinned.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(
      within(tiles).getByRole("button", { name: "Sematkan Tempered Glass Samsung A15" }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT" && c.url.endsWith("/pinned"))?.body).toEqual({
        pinned: true,
      }),
    );
  });
});

describe("sales cashier: processing", () => {
  async function fillCart() {
    await scan("2000000102184");
    await screen.findByTestId("cart-line");
    fireEvent.click(
      screen.getByRole("button", { name: "Tambah jumlah Tempered Glass Samsung A15" }),
    );
    fireEvent.change(screen.getByLabelText(/^Jumlah Bayar/), { target: { value: "60000" } });
  }

  it("shows the live preview, sends no amounts, and the receipt shows the server's numbers, then prints", async () => {
    const { calls, spy } = mockFetch({
      ...baseRoutes,
      "POST /api/sales": () => json(serverSale(), 201),
    });
    renderCashier();
    await fillCart();

    // Preview from the prices known now: 2 × 25.000.
    expect(screen.getByTestId("preview-total").textContent).toMatch(/Rp\s50\.000/);
    expect(screen.getByTestId("preview-change").textContent).toMatch(/Rp\s10\.000/);
    expect((screen.getByLabelText(/^Jumlah Bayar/) as HTMLInputElement).value).toBe("60.000");

    fireEvent.click(screen.getByRole("button", { name: "Proses Transaksi" }));
    await toast("Transaksi berhasil diproses dan disimpan ke database!");

    const post = calls.find((c) => c.method === "POST" && c.url === "/api/sales")!;
    expect(post.body).toEqual({
      items: [{ product_id: 32, quantity: 2 }],
      customer_type: "umum",
      discount: 0,
      payment_method: "tunai",
      paid_amount: 60000,
    });
    expect(headerOf(spy, salePosts(spy)[0], "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    const receipt = await screen.findByTestId("receipt");
    expect(within(receipt).getByTestId("receipt-number").textContent).toContain(
      "TRX-20261122-000041",
    );
    expect(within(receipt).getByTestId("receipt-date").textContent).toContain("22/11/26 12:47");
    expect(within(receipt).getByTestId("receipt-kasir").textContent).toContain("Rina Marlina");
    expect(within(receipt).getByTestId("receipt-customer").textContent).toContain("Umum");
    expect(within(receipt).getByText(/2 x Rp\s26\.000/)).toBeTruthy();
    expect(within(receipt).getByTestId("receipt-total").textContent).toMatch(/Rp\s52\.000/);
    expect(within(receipt).getByTestId("receipt-change").textContent).toMatch(/Rp\s8\.000/);
    expect(
      within(receipt).getByText("Barang yang sudah dibeli tidak dapat dikembalikan."),
    ).toBeTruthy();
    expect(within(receipt).getByText("Konter Maju Jaya")).toBeTruthy();
    expect(within(receipt).getByRole("img", { name: "Barcode TRX-20261122-000041" })).toBeTruthy();

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), { timeout: 2000 });

    // "Transaksi Baru" empties everything.
    fireEvent.click(
      within(
        document.querySelector(".receipt-dialog")!.closest(".ant-modal")! as HTMLElement,
      ).getByRole("button", { name: /Transaksi Baru/ }),
    );
    await waitFor(() => expect(screen.queryByTestId("cart-line")).toBeNull());
    expect((screen.getByLabelText(/^Jumlah Bayar/) as HTMLInputElement).value).toBe("");
  });

  it("takes cash and the rest by QRIS: the code for the exact amount, the cashier confirms, both on the receipt", async () => {
    const payload = "00020101021226570011ID.DANA.WWW5204549953033605802ID5406500006304ABCD";
    const { calls } = mockFetch({
      ...baseRoutes,
      "GET /api/settings": () => json({ appName: "Konter Maju Jaya", paymentMethods: "qris" }),
      "GET /api/payments/qris": (call: { url: string }) =>
        json({ payload, amount: Number(query(call.url).amount) }),
      "PUT /api/customer-display": (call) => json(call.body),
      "POST /api/sales": () =>
        json(
          serverSale({
            paid_amount: 52000,
            change_amount: 0,
            payments: [
              { method: "tunai", amount: 4000, change_amount: 0, reference: null, created_at },
              { method: "qris", amount: 48000, change_amount: 0, reference: "QR-7", created_at },
            ],
          }),
          201,
        ),
    });
    renderCashier();
    await fillCart();
    fireEvent.change(screen.getByLabelText(/^Jumlah Bayar/), { target: { value: "2000" } });
    fireEvent.click(await screen.findByRole("button", { name: /Tambah pembayaran non-tunai/ }));
    // The new row starts with what is left after the cash: Rp 48.000.
    const amount = (await screen.findByLabelText("Jumlah QRIS")) as HTMLInputElement;
    expect(amount.value).toBe("48.000");
    fireEvent.change(screen.getByLabelText("No. referensi QRIS"), { target: { value: "QR-7" } });
    const qris = await screen.findByTestId("cashier-qris");
    await waitFor(() =>
      expect(qris.querySelector("[data-value]")?.getAttribute("data-value")).toBe(payload),
    );
    expect(calls.some((c) => c.url.includes("/api/payments/qris?amount=48000"))).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Proses Transaksi" }));
    await toast("Konfirmasi pembayaran QRIS setelah aplikasi pelanggan menunjukkan berhasil.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    // The customer display shows the QRIS while it waits.
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === "PUT" &&
            (c.body as { stage: string; qris?: { amount: number } }).stage === "qris" &&
            (c.body as { qris: { amount: number } }).qris.amount === 48000,
        ),
      ).toBe(true),
    );

    fireEvent.click(within(qris).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Proses Transaksi" }));
    await toast("Transaksi berhasil diproses dan disimpan ke database!");
    const post = calls.find((c) => c.method === "POST" && c.url === "/api/sales")!;
    expect(post.body).toMatchObject({
      payments: [
        { method: "tunai", amount: 2000 },
        { method: "qris", amount: 48000, reference: "QR-7" },
      ],
    });
    expect((post.body as Record<string, unknown>).paid_amount).toBeUndefined();
    const receipt = await screen.findByTestId("receipt");
    expect(within(receipt).getByTestId("receipt-payment-qris").textContent).toMatch(
      /QRIS \(QR-7\).*Rp\s48\.000/,
    );
  });

  it("sends one sale for a double click", async () => {
    let answer!: (r: Response) => void;
    const { spy } = mockFetch({
      ...baseRoutes,
      "POST /api/sales": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderCashier();
    await fillCart();

    const button = screen.getByRole("button", { name: "Proses Transaksi" });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(salePosts(spy)).toHaveLength(1));
    await act(async () => answer(json(serverSale(), 201)));
    expect(await screen.findByTestId("receipt")).toBeTruthy();
    expect(salePosts(spy)).toHaveLength(1);
  });

  it("a server failure shows 'Gagal menyimpan ke database', no receipt, and the retry keeps its key", async () => {
    let attempt = 0;
    const { spy } = mockFetch({
      ...baseRoutes,
      "POST /api/sales": () =>
        ++attempt === 1
          ? problem(500, "database is locked")
          : attempt === 2
            ? problem(409, "Stok Tempered Glass Samsung A15 tidak mencukupi.")
            : json(serverSale(), 201),
    });
    renderCashier();
    await fillCart();

    fireEvent.click(await processButton());
    await toast("Gagal menyimpan ke database: database is locked");
    expect(screen.queryByTestId("receipt")).toBeNull();

    fireEvent.click(await processButton());
    await toast("Stok Tempered Glass Samsung A15 tidak mencukupi.");
    expect(screen.queryByTestId("receipt")).toBeNull();

    fireEvent.click(await processButton());
    expect(await screen.findByTestId("receipt")).toBeTruthy();

    const [first, second, third] = salePosts(spy).map((i) => headerOf(spy, i, "Idempotency-Key"));
    expect(second).toBe(first); // the failed attempt may have been saved: same key
    expect(third).not.toBe(second); // refused for stock: nothing saved, a new attempt
  });

  it("refuses an underpaid cash sale and a remainder without a customer before sending", async () => {
    const { spy } = mockFetch(baseRoutes);
    renderCashier();
    fireEvent.click(await processButton());
    await toast("Keranjang belanja masih kosong.");

    await scan("2000000102184");
    await screen.findByTestId("cart-line");
    fireEvent.change(screen.getByLabelText(/^Jumlah Bayar/), { target: { value: "10000" } });
    expect(screen.getByTestId("preview-remaining").textContent).toMatch(/Rp\s15\.000/);
    fireEvent.click(await processButton());
    await toast("Jumlah bayar kurang dari total belanja.");

    fireEvent.click(screen.getByRole("radio", { name: "Cicilan" }));
    fireEvent.click(await processButton());
    await toast("Pilih pelanggan agar sisa pembayaran tercatat sebagai cicilan.");
    expect(salePosts(spy)).toHaveLength(0);
  });

  it("prices for a reseller", async () => {
    mockFetch(baseRoutes);
    renderCashier();
    await scan("2000000102184");
    await screen.findByTestId("cart-line");
    fireEvent.click(screen.getByRole("radio", { name: "Reseller" }));
    expect(screen.getByTestId("preview-total").textContent).toMatch(/Rp\s18\.000/);
  });
});

describe("sales cashier: member order", () => {
  it("loads ?order= read-only and sends only the order id", async () => {
    const { calls } = mockFetch({
      ...baseRoutes,
      "GET /api/orders/7": () =>
        json({
          id: 7,
          order_number: "ORD-20261122-000007",
          status: "Pending",
          sale_id: null,
          total_amount: 2799000,
          member_id: 3,
          member_name: "Budi Santoso",
          created_at: "2026-11-22T01:00:00Z",
          items: [
            {
              id: 1,
              product_id: 1,
              product_name: "Samsung Galaxy A15 8/256GB",
              quantity: 1,
              price_at_order: 2799000,
            },
          ],
        }),
      "POST /api/sales": () => json(serverSale({ customer_name_cache: "Budi Santoso" }), 201),
    });
    renderCashier("/dashboard/transaction/sales?order=7");

    expect(await screen.findByText(/Pesanan ORD-20261122-000007 — Budi Santoso/)).toBeTruthy();
    expect(await screen.findByText("Samsung Galaxy A15 8/256GB")).toBeTruthy();
    expect(screen.queryByLabelText("Cari barang atau scan barcode")).toBeNull();
    expect(screen.queryByRole("button", { name: /Kurangi/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Uang Pas" }));
    fireEvent.click(screen.getByRole("button", { name: "Proses Transaksi" }));
    await screen.findByTestId("receipt");
    const post = calls.find((c) => c.method === "POST" && c.url === "/api/sales")!;
    expect(post.body).toEqual({
      order_id: 7,
      customer_type: "umum",
      discount: 0,
      payment_method: "tunai",
      paid_amount: 2799000,
    });
  });
});
