import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { location, renderAt } from "../../test/app";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { kasirSession as session } from "../../test/fixtures";
import type { Installment } from "./types";
import { checkPayment } from "./messages";

const open: Installment = {
  id: 5,
  transaction_id_display: "TRX-20261122-000003",
  transaction_type: "Penjualan",
  customer_id: 3,
  customer_name_cache: "Agus Wijaya",
  total_amount: 2899000,
  paid_amount: 899000,
  remaining_amount: 2000000,
  status: "Belum Lunas",
  details: null,
  kasir_id: 2,
  outlet_id: 1,
  created_at: "2026-11-22T05:00:00Z",
  updated_at: "2026-11-22T05:00:00Z",
};

async function toast(text: string) {
  await waitFor(() => {
    const notices = [...document.querySelectorAll(".ant-notification-notice-message")];
    expect(notices.map((n) => n.textContent)).toContain(text);
  });
}

beforeAll(async () => {
  await import("./list");
  await import("./create");
  await import("../../components/layout");
}, 60_000);

beforeEach(() => resetSessionCache());

describe("payment check", () => {
  it("needs an amount above 0 and not above the remaining amount", () => {
    expect(checkPayment(null, 100)).toBe("Jumlah pembayaran tidak valid.");
    expect(checkPayment(0, 100)).toBe("Jumlah pembayaran tidak valid.");
    expect(checkPayment(101, 100)).toBe("Jumlah pembayaran melebihi sisa tagihan.");
    expect(checkPayment(100, 100)).toBeNull();
  });
});

describe("instalments page", () => {
  it("lists only unpaid instalments and searches with q", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/installments": () => json({ items: [open], total: 1 }),
    });
    renderAt("/dashboard/transaction/installments");

    const row = (await screen.findByText("TRX-20261122-000003")).closest("tr")!;
    expect(within(row).getByText("Penjualan")).toBeTruthy();
    expect(within(row).getByText("Agus Wijaya")).toBeTruthy();
    expect(within(row).getByText(/Rp\s2\.899\.000/)).toBeTruthy();
    expect(within(row).getByText(/Rp\s2\.000\.000/)).toBeTruthy();
    const first = calls.find((c) => c.url.startsWith("/api/installments"))!;
    expect(query(first.url)).toMatchObject({ status: "Belum Lunas", page: "1" });

    fireEvent.change(screen.getByPlaceholderText("Cari no. transaksi, pelanggan atau IMEI"), {
      target: { value: "agus" },
    });
    fireEvent.click(screen.getByRole("button", { name: /search/i }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/installments")).at(-1)!;
      expect(query(last.url)).toMatchObject({ q: "agus", status: "Belum Lunas" });
    });

    fireEvent.click(screen.getByRole("button", { name: /Tambah Cicilan/ }));
    await waitFor(() => expect(location()).toBe("/dashboard/transaction/add-installment"));
  });

  it("pays: checks the amount first, shows the server's refusal, then records it", async () => {
    let answers = 0;
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/installments": () => json({ items: [open], total: 1 }),
      "POST /api/installments/5/payments": () =>
        ++answers === 1
          ? problem(422, "Jumlah pembayaran melebihi sisa tagihan.")
          : json({ ...open, paid_amount: 2899000, remaining_amount: 0, status: "Lunas" }, 201),
    });
    renderAt("/dashboard/transaction/installments");

    fireEvent.click(await screen.findByRole("button", { name: "Bayar TRX-20261122-000003" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByLabelText("Jumlah Pembayaran") as HTMLInputElement;

    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Pembayaran" }));
    expect(await within(dialog).findByText("Jumlah pembayaran tidak valid.")).toBeTruthy();

    fireEvent.change(amount, { target: { value: "2500000" } });
    expect(amount.value).toBe("2.500.000");
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Pembayaran" }));
    expect(
      await within(dialog).findByText("Jumlah pembayaran melebihi sisa tagihan."),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    // The server has the last word (someone else may have paid meanwhile).
    fireEvent.click(within(dialog).getByRole("button", { name: "Lunasi" }));
    expect(amount.value).toBe("2.000.000");
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Pembayaran" }));
    await toast("Jumlah pembayaran melebihi sisa tagihan.");

    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Pembayaran" }));
    await toast("Pembayaran berhasil dicatat. Cicilan sudah lunas!");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.body)).toEqual([{ amount: 2000000 }, { amount: 2000000 }]);
    // Each attempt carries a key; the refused one was not paid, so the next is a new attempt.
    const [refused, paid] = posts.map((c) => c.headers.get("Idempotency-Key"));
    expect(refused).toMatch(/^[0-9a-f-]{36}$/);
    expect(paid).toMatch(/^[0-9a-f-]{36}$/);
    expect(paid).not.toBe(refused);
  });

  it("shows the payment history newest first, and the spec's text when it cannot be read", async () => {
    let fail = false;
    mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/installments": () =>
        json({
          items: [open, { ...open, id: 6, transaction_id_display: "CICIL-20261122-000006" }],
          total: 2,
        }),
      "GET /api/installments/5/payments": () =>
        json({
          items: [
            {
              id: 2,
              amount: 500000,
              kasir_name: "Rina Marlina",
              created_at: "2026-11-22T08:00:00Z",
            },
            {
              id: 1,
              amount: 399000,
              kasir_name: "Hendra Gunawan",
              created_at: "2026-11-21T08:00:00Z",
            },
          ],
          total: 2,
        }),
      "GET /api/installments/6/payments": () =>
        fail ? problem(500, "koneksi database terputus") : json({ items: [], total: 0 }),
    });
    renderAt("/dashboard/transaction/installments");

    fireEvent.click(await screen.findByRole("button", { name: "Riwayat TRX-20261122-000003" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Hendra Gunawan");
    const rows = [...dialog.querySelectorAll("tbody tr.ant-table-row")];
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/22\/11\/26.*Rp\s500\.000.*Rina Marlina/),
      expect.stringMatching(/21\/11\/26.*Rp\s399\.000.*Hendra Gunawan/),
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));

    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "Riwayat CICIL-20261122-000006" }));
    await toast("Gagal mencatat riwayat pembayaran: koneksi database terputus");
  });
});

describe("the customer's receipt of a payment", () => {
  // The newest receipt dialog on screen (antd's test ids make every dialog's name the first one's).
  const receiptDialog = async () => {
    const titles = await screen.findAllByText("BUKTI PEMBAYARAN CICILAN");
    return titles[titles.length - 1].closest<HTMLElement>('[role="dialog"]')!;
  };
  const payment = {
    id: 9,
    amount: 2000000,
    kasir_name: "Rina Marlina",
    created_at: "2026-11-23T08:00:00Z",
    payments: [{ method: "transfer", amount: 2000000 }],
  };
  it("is offered once a payment is recorded, paid off, and prints again from the history", async () => {
    const paidOff = { ...open, paid_amount: 2899000, remaining_amount: 0, status: "Lunas" };
    let after = false;
    mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/settings": () => json({}),
      "GET /api/installments": () => json({ items: [after ? paidOff : open], total: 1 }),
      "POST /api/installments/5/payments": () => {
        after = true;
        return json(paidOff, 201);
      },
      "GET /api/installments/5/payments": () =>
        json({
          items: after
            ? [
                payment,
                { id: 1, amount: 899000, kasir_name: null, created_at: "2026-11-22T05:00:00Z" },
              ]
            : [],
          total: 2,
        }),
    });
    renderAt("/dashboard/transaction/installments");
    fireEvent.click(await screen.findByRole("button", { name: "Bayar TRX-20261122-000003" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Lunasi" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Simpan Pembayaran" }));

    const receipt = await receiptDialog();
    expect(within(receipt).getByText("BUKTI PEMBAYARAN CICILAN")).toBeTruthy();
    expect(within(receipt).getByText("Agus Wijaya")).toBeTruthy();
    expect(within(receipt).getByTestId("receipt-paid").textContent).toMatch(/Rp\s2\.000\.000/);
    expect(within(receipt).getByTestId("receipt-method-transfer").textContent).toMatch(
      /Transfer Bank.*Rp\s2\.000\.000/,
    );
    expect(within(receipt).getByTestId("receipt-remaining").textContent).toMatch(/Rp\s0/);
    expect(within(receipt).getByTestId("receipt-paid-off").textContent).toMatch(/LUNAS/);
    fireEvent.click(within(receipt).getByRole("button", { name: /close/i }));

    // The first payment, printed again: what remained after it, and not paid off.
    fireEvent.click(await screen.findByRole("button", { name: "Riwayat TRX-20261122-000003" }));
    const history = (await screen.findByText(/^Riwayat Pembayaran/)).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const buttons = await within(history).findAllByRole("button", { name: /Cetak bukti/ });
    fireEvent.click(buttons[1]);
    const again = await receiptDialog();
    expect(within(again).getByTestId("receipt-paid").textContent).toMatch(/Rp\s899\.000/);
    expect(within(again).getByTestId("receipt-remaining").textContent).toMatch(/Rp\s2\.000\.000/);
    expect(within(again).queryByTestId("receipt-paid-off")).toBeNull();
  });
  it("sends the payment's receipt as a link on WhatsApp, with what was paid and what remains", async () => {
    const chat = { opener: window as unknown, location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(chat as unknown as Window);
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/settings": () => json({ appName: "Konter Maju Jaya" }),
      "GET /api/installments": () => json({ items: [open], total: 1 }),
      "GET /api/installments/5/payments": () => json({ items: [payment], total: 1 }),
      "GET /api/customers/3": () =>
        json({ id: 3, name: "Agus Wijaya", phone: "0877-8899-0011", address: null }),
      "POST /api/installment-payments/9/receipt-link": () =>
        json({ token: "Zx8_q2LmN4pR7sT1uV3wYa" }),
    });
    renderAt("/dashboard/transaction/installments");
    fireEvent.click(await screen.findByRole("button", { name: "Riwayat TRX-20261122-000003" }));
    const history = (await screen.findByText(/^Riwayat Pembayaran/)).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    fireEvent.click((await within(history).findAllByRole("button", { name: /Cetak bukti/ }))[0]);
    const receipt = await receiptDialog();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/customers/3"))).toBe(true));
    fireEvent.click(within(receipt).getByRole("button", { name: /Kirim via WhatsApp/ }));
    await waitFor(() => expect(chat.location.href).not.toBe(""));
    const url = new URL(chat.location.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/6287788990011");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toMatch(/pembayaran cicilan Rp\s2\.000\.000 untuk TRX-20261122-000003 sudah/);
    expect(text).toMatch(/Sisa tagihan Rp\s2\.000\.000\./);
    expect(text).toContain(`${window.location.origin}/struk/Zx8_q2LmN4pR7sT1uV3wYa`);
  });
});

describe("the instalment's bill", () => {
  it("prints what remains with the shop's QRIS for exactly that amount", async () => {
    const payload = "00020101021226570011ID.DANA.WWW540689900063041234";
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/settings": () => json({ appName: "Konter Maju Jaya" }),
      "GET /api/installments": () => json({ items: [open], total: 1 }),
      "GET /api/payments/qris": () => json({ payload, amount: open.remaining_amount }),
    });
    renderAt("/dashboard/transaction/installments");
    fireEvent.click(await screen.findByRole("button", { name: "Tagihan TRX-20261122-000003" }));
    const receipt = await screen.findByTestId("receipt");
    expect(within(receipt).getAllByText("TAGIHAN CICILAN").length).toBeGreaterThan(0);
    expect(within(receipt).getByTestId("bill-remaining").textContent).toMatch(
      new RegExp(`Rp\\s${open.remaining_amount.toLocaleString("id-ID").replace(/\./g, "\\.")}`),
    );
    await waitFor(() =>
      expect(receipt.querySelector(".receipt__qr")?.getAttribute("data-value")).toBe(payload),
    );
    const asked = calls.find((c) => c.url.startsWith("/api/payments/qris"))!;
    expect(query(asked.url)).toEqual({ amount: String(open.remaining_amount) });
  });

  it("prints without a QRIS when the shop has none", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/settings": () => json({}),
      "GET /api/installments": () => json({ items: [open], total: 1 }),
      "GET /api/payments/qris": () =>
        problem(409, "QRIS toko belum diatur. Admin dapat mengisinya di Pengaturan."),
    });
    renderAt("/dashboard/transaction/installments");
    fireEvent.click(await screen.findByRole("button", { name: "Tagihan TRX-20261122-000003" }));
    const receipt = await screen.findByTestId("receipt");
    await within(receipt).findAllByText("TAGIHAN CICILAN");
    await new Promise((r) => setTimeout(r, 100));
    expect(receipt.querySelector(".receipt__qr")).toBeNull();
    expect(document.querySelectorAll(".ant-notification-notice").length).toBe(0);
  });
});

describe("manual instalment", () => {
  it("requires a customer and an amount, posts, and returns to the list", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/customers": () =>
        json({
          items: [
            { id: 3, name: "Agus Wijaya", phone: "087788990011", address: null, created_at: "" },
          ],
          total: 1,
        }),
      "GET /api/installments": () => json({ items: [], total: 0 }),
      "POST /api/installments": () =>
        json(
          {
            ...open,
            id: 9,
            transaction_id_display: "CICIL-20261122-000009",
            transaction_type: "Lainnya",
          },
          201,
        ),
    });
    renderAt("/dashboard/transaction/add-installment");

    expect(
      (await screen.findByRole("link", { name: /Kembali ke Daftar Cicilan/ })).getAttribute("href"),
    ).toBe("/dashboard/transaction/installments");
    fireEvent.click(screen.getByRole("button", { name: /Simpan/ }));
    await waitFor(() =>
      expect(
        screen.getAllByText("Harap pilih pelanggan dan masukkan jumlah yang valid."),
      ).toHaveLength(2),
    );

    const select = screen.getByLabelText("Pelanggan");
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText("Agus Wijaya · 087788990011"));
    fireEvent.change(screen.getByLabelText("Jumlah Cicilan"), { target: { value: "750000" } });
    fireEvent.change(screen.getByLabelText("Keterangan"), {
      target: { value: "  Sisa bayar servis lama  " },
    });
    fireEvent.click(screen.getByRole("button", { name: /Simpan/ }));

    await toast("Cicilan berhasil ditambahkan!");
    const post = calls.find((c) => c.method === "POST" && c.url === "/api/installments")!;
    expect(post.body).toEqual({
      customer_id: 3,
      total_amount: 750000,
      details: "Sisa bayar servis lama",
    });
    await waitFor(() => expect(location()).toBe("/dashboard/transaction/installments"));
  });
});

describe("instalments of a chain", () => {
  const konter = { id: 1, name: "Konter" };
  const depok = { id: 2, name: "Cabang Depok" };
  const atDepok: Installment = { ...open, id: 6, transaction_id_display: "SRV-7", outlet_id: 2 };

  function shop(outlets: { id: number; name: string }[]) {
    return mockFetch({
      "GET /api/auth/me": () => json(session),
      "GET /api/outlets": () => json({ items: outlets, total: outlets.length }),
      "GET /api/installments": () => json({ items: [open, atDepok], total: 2 }),
    });
  }

  it("offers no outlet and no outlet column in a shop of one", async () => {
    const { calls } = shop([konter]);
    renderAt("/dashboard/transaction/installments");
    await screen.findByText("TRX-20261122-000003");
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/outlets"))).toBe(true));
    expect(screen.queryByRole("combobox", { name: "Outlet yang dibaca" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Outlet" })).toBeNull();
    const sent = calls.filter((c) => c.url.startsWith("/api/installments"));
    expect(sent.every((c) => !("outlet_id" in query(c.url)))).toBe(true);
  });

  it("names each one's outlet and reads the outlet chosen, kept in the address", async () => {
    const { calls } = shop([konter, depok]);
    renderAt("/dashboard/transaction/installments");
    expect(await screen.findByRole("columnheader", { name: "Outlet" })).toBeTruthy();
    const row = (await screen.findByText("SRV-7")).closest("tr")!;
    expect(within(row).getByText("Cabang Depok")).toBeTruthy();

    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Outlet yang dibaca" }));
    fireEvent.click(
      await screen.findByText("Cabang Depok", { selector: ".ant-select-item-option-content" }),
    );
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/installments")).at(-1)!;
      expect(query(last.url)).toMatchObject({ outlet_id: "2", status: "Belum Lunas" });
    });
    await waitFor(() => expect(location()).toMatch(/[?&]outlet=2(&|$)/));
  });
});
