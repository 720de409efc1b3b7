import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, query } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import type { Reminders } from "./reminders";

warmUp(() => import("../../pages/profile"));

const reminders: Reminders = {
  today: "2026-11-22",
  total: 25,
  installment_days: 30,
  installments: {
    count: 1,
    items: [
      {
        id: 5,
        transaction_id_display: "TRX-20261001-000003",
        customer_name: "Agus Wijaya",
        transaction_type: "Penjualan",
        customer_id: 4,
        customer_phone: "087788990011",
        total_amount: 3000000,
        remaining_amount: 2000000,
        created_at: "2026-10-01T03:00:00Z",
        days_open: 52,
        whatsapp_url: "https://wa.me/6287788990011?text=Halo",
      },
    ],
  },
  repairs: {
    count: 1,
    items: [
      {
        id: 12,
        number: "SVC-12",
        customer_id: 7,
        customer_name: "Siti Aminah",
        customer_phone: null,
        device_type: "Redmi Note 8",
        status: "Telah Selesai",
        info_date: "2026-11-01",
        days_waiting: 21,
        stage: 21,
        due_today: true,
        collect_by: "2026-12-01",
        whatsapp_url: null,
      },
    ],
  },
  low_stock: {
    count: 23,
    items: [
      {
        id: 9,
        name: "Infinix Hot 40 Pro",
        barcode: "2000000100579",
        category: "Handphone",
        stock: 0,
        threshold: 2,
      },
    ],
  },
};

beforeEach(() => resetSessionCache());

describe("reminders bell", () => {
  it("shows the count and the three lists with their links", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/reminders": () => json(reminders),
    });
    renderAt("/profile");

    fireEvent.click(await screen.findByRole("button", { name: "Pengingat (25)" }));
    expect(query(calls.find((c) => c.url.startsWith("/api/reminders"))!.url)).toEqual({
      limit: "20",
    });
    const drawer = (await screen.findByText("Cicilan lewat 30 hari")).closest(
      ".ant-drawer",
    ) as HTMLElement;

    const whatsapp = within(drawer).getByRole("link", { name: /Kirim WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toBe("https://wa.me/6287788990011?text=Halo");
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(drawer.textContent).toMatch(/Agus Wijaya\s*Rp\s2\.000\.000/);
    expect(
      within(drawer).getByRole("link", { name: "TRX-20261001-000003" }).getAttribute("href"),
    ).toContain("/dashboard/transaction/installments?");

    expect(within(drawer).getByText("Servis selesai belum diambil")).toBeTruthy();
    expect(within(drawer).getByText("Hari ke-21")).toBeTruthy();
    expect(within(drawer).getByText("Ambil sebelum 1 Desember 2026")).toBeTruthy();

    const stock = within(drawer)
      .getByRole("link", { name: "Infinix Hot 40 Pro" })
      .getAttribute("href")!;
    expect(decodeURIComponent(stock)).toContain("/dashboard/stock?filters[0][field]=q");
    expect(decodeURIComponent(stock)).toContain("[value]=2000000100579");
    expect(within(drawer).getByText("dan 22 lainnya")).toBeTruthy();
  });

  it("says when there is nothing to remind", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Admin")),
      "GET /api/reminders": () =>
        json({
          ...reminders,
          total: 0,
          installments: { count: 0, items: [] },
          repairs: { count: 0, items: [] },
          low_stock: { count: 0, items: [] },
        }),
    });
    renderAt("/profile");
    fireEvent.click(await screen.findByRole("button", { name: "Pengingat" }));
    expect(await screen.findByText("Tidak ada pengingat hari ini.")).toBeTruthy();
  });
});
