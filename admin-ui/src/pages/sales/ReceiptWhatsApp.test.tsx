import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { json, mockFetch } from "../../test/fetchMock";
import { cashSale } from "../../test/receiptFixtures";
import type { Role } from "../../interfaces";
import { MSG_LINK_REVOKED, MSG_WHATSAPP_NUMBER_INVALID, receiptMessage } from "./receiptLink";

const TOKEN = "Zx8_q2LmN4pR7sT1uV3wYa";
const sale = { ...cashSale, voided_at: null, void_reason: null, voided_by: null };

function serve(role: Role, phone: string | null) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/settings": () => json({ appName: "Konter Maju Jaya", timezone: "Asia/Jakarta" }),
    "GET /api/frequent-items": () => json({ items: [] }),
    "GET /api/customers": () => json({ items: [], total: 0 }),
    "PUT /api/customer-display": (call) => json(call.body),
    [`GET /api/sales/${sale.id}`]: () => json(sale),
    [`GET /api/customers/${sale.customer_id}`]: () =>
      json({ id: sale.customer_id, name: "Agus Wijaya", phone, address: null, created_at: "" }),
    [`POST /api/sales/${sale.id}/receipt-link`]: () => json({ token: TOKEN }),
    [`DELETE /api/sales/${sale.id}/receipt-link`]: () => new Response(null, { status: 204 }),
  });
}

/** window.open's chat window, sent to wa.me once the link is made. */
function chatWindow() {
  const chat = { opener: window as unknown, location: { href: "" }, close: vi.fn() };
  vi.spyOn(window, "open").mockReturnValue(chat as unknown as Window);
  return chat;
}

async function openReceipt(role: Role, phone: string | null) {
  const fetched = serve(role, phone);
  renderAt(`/dashboard/transaction/sales?receipt=${sale.id}`);
  const dialog = await findDialog(`Struk ${sale.transaction_id_display}`);
  return { dialog, ...fetched };
}

warmUp(() => import("./cashier"));

beforeEach(() => {
  resetSessionCache();
  vi.restoreAllMocks();
});

describe("Kirim via WhatsApp", () => {
  it("sends the receipt's link to the customer's number, with the shop and the total", async () => {
    const chat = chatWindow();
    const { dialog, calls } = await openReceipt("Kasir", "0877-8899-0011");
    // The customer's number is read before the click, so the click opens the chat at once.
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(`/customers/${sale.customer_id}`))).toBe(true),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: /Kirim via WhatsApp/ }));
    await waitFor(() => expect(chat.location.href).not.toBe(""));
    const url = new URL(chat.location.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/6287788990011");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toBe(
      receiptMessage(sale, "Konter Maju Jaya", `${window.location.origin}/struk/${TOKEN}`),
    );
    expect(text).toContain("Konter Maju Jaya");
    expect(text).toContain("Rp\u00a0");
    expect(chat.opener).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /Cabut Tautan/ })).toBeNull();
  });

  it("asks for a number when the customer has none, checked like every phone number", async () => {
    const chat = chatWindow();
    const { dialog, calls } = await openReceipt("Kasir", null);
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith(`/customers/${sale.customer_id}`))).toBe(true),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: /Kirim via WhatsApp/ }));
    const ask = await findDialog("Kirim Struk via WhatsApp");
    const field = within(ask).getByLabelText("Nomor WhatsApp pelanggan");
    fireEvent.change(field, { target: { value: "12345" } });
    fireEvent.click(within(ask).getByRole("button", { name: "Kirim" }));
    expect(await within(ask).findByText(MSG_WHATSAPP_NUMBER_INVALID)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(field, { target: { value: "+62 812-3456-7890" } });
    fireEvent.click(within(ask).getByRole("button", { name: "Kirim" }));
    await waitFor(() =>
      expect(chat.location.href).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/),
    );
  });

  it("lets the Admin revoke the link", async () => {
    const { dialog, calls } = await openReceipt("Admin", null);
    fireEvent.click(await within(dialog).findByRole("button", { name: /Cabut Tautan/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Cabut" }));
    await waitFor(() => expect(toastTexts()).toContain(MSG_LINK_REVOKED));
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/receipt-link"))).toBe(true);
  });
});
