import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import type { Product } from "../../interfaces";
import { checkPaymentDraft, entryLabel, toPaymentRequest, trackingUrl } from "./service";
import { whatsappLink, whatsappNumber } from "../../lib/whatsapp";
import { serviceMessage } from "./whatsapp";
import { billLines, heldParts } from "./parts";
import { toEntryBody } from "./entryBody";
import type { ServicePart } from "./types";

const entry = {
  id: 12,
  customer_name: "Budi Santoso",
  device_type: "Samsung Galaxy A52",
  status: "Proses",
  service_info: null as string | null,
};

describe("WhatsApp", () => {
  it("writes the customer's phone the international way wa.me wants", () => {
    expect(whatsappNumber("0812-3456-7890")).toBe("6281234567890");
    expect(whatsappNumber("+62 812 3456 7890")).toBe("6281234567890");
    expect(whatsappNumber("812 3456 7890")).toBe("6281234567890");
    expect(whatsappNumber("12345")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it("tells the status and the tracking link", () => {
    const text = serviceMessage(entry, "Konter Maju Jaya", "https://toko.id/tracking?token=abc");
    expect(text).toContain("Halo Budi Santoso, kami dari Konter Maju Jaya.");
    expect(text).toContain("Status servis Samsung Galaxy A52 Anda (SVC-12) saat ini: Proses.");
    expect(text).toContain("Lacak status servis: https://toko.id/tracking?token=abc");
    expect(text).not.toMatch(/ambil/);
  });

  it("asks to collect a finished repair, with the one-month notice", () => {
    const text = serviceMessage(
      { ...entry, status: "Selesai", service_info: "Telah Selesai" },
      "Konter",
      null,
    );
    expect(text).toContain(
      "Servis Samsung Galaxy A52 Anda (SVC-12) telah selesai. Silakan ambil perangkat Anda di konter kami.",
    );
    expect(text).toContain("lebih dari 1 bulan");
    expect(text).not.toContain("Lacak");
  });

  it("links to wa.me with the message, or nothing without a usable phone", () => {
    expect(whatsappLink("0812 3456 7890", "Halo & selamat")).toBe(
      "https://wa.me/6281234567890?text=Halo%20%26%20selamat",
    );
    expect(whatsappLink(null, "Halo")).toBeNull();
  });
});

describe("service cashier rules", () => {
  const draft = { entryId: 12, fee: null, parts: [], paid: null, status: "Proses" };

  it("needs an entry, and a fee or a part unless it failed", () => {
    expect(checkPaymentDraft({ ...draft, entryId: null })).toBe(
      "Harap pilih service yang sedang berjalan dari daftar.",
    );
    expect(checkPaymentDraft(draft)).toBe("Harap masukkan biaya service atau tambahkan sparepart.");
    expect(checkPaymentDraft({ ...draft, fee: 0 })).toBe(
      "Harap masukkan biaya service atau tambahkan sparepart.",
    );
    expect(checkPaymentDraft({ ...draft, status: "Gagal/Cancel" })).toBeNull();
    expect(checkPaymentDraft({ ...draft, fee: 0, warranty: true })).toBeNull();
    expect(checkPaymentDraft({ ...draft, fee: 50000 })).toBeNull();
    expect(checkPaymentDraft({ ...draft, parts: [{ product_id: 3, quantity: 1 }] })).toBeNull();
  });

  it("sends the fee, the parts and the choices; never a price", () => {
    expect(
      toPaymentRequest({
        entryId: 12,
        fee: 150000,
        parts: [{ product_id: "7", quantity: 2 }],
        paid: null,
        status: "Selesai",
      }),
    ).toEqual({
      service_fee: 150000,
      parts: [{ product_id: 7, quantity: 2 }],
      paid_amount: 0,
      status: "Selesai",
    });
  });

  it("names an entry and its tracking link", () => {
    expect(
      entryLabel({ id: 12, customer_name: "Budi Santoso", device_type: "Samsung Galaxy A52" }),
    ).toBe("SVC-12 · Budi Santoso · Samsung Galaxy A52");
    expect(trackingUrl("a+b/c", "https://toko.id")).toBe(
      "https://toko.id/tracking?token=a%2Bb%2Fc",
    );
  });
});

describe("parts already on the bill", () => {
  const parts: ServicePart[] = [
    { id: 1, product_id: 7, product_name: "LCD Samsung A52", quantity: 1, sale_price: 450000 },
    { id: 2, product_id: 9, product_name: "Baterai lama", quantity: 2, sale_price: 90000 },
  ];

  it("count as available again, on top of the shelf's stock", () => {
    expect([...heldParts(parts)]).toEqual([
      ["7", 1],
      ["9", 2],
    ]);
    const lcd = {
      id: 7,
      name: "LCD Samsung A52",
      barcode: "200",
      stock: 0,
      retail_price: 475000,
      reseller_price: 1,
    } as Product;
    const lines = billLines(parts, new Map([["7", lcd]]));
    expect(lines[0]).toMatchObject({
      product_id: 7,
      stock: 1,
      quantity: 1,
      retail_price: 475000,
      reseller_price: 475000,
    });
    // A product deleted since keeps what the bill says.
    expect(lines[1]).toMatchObject({
      product_id: 9,
      name: "Baterai lama",
      stock: 2,
      quantity: 2,
      retail_price: 90000,
    });
  });
});

describe("intake form", () => {
  it("trims the text and sends cleared notes as empty, so they clear on the server", () => {
    const date = dayjs("2026-11-22T10:15:00+07:00");
    expect(
      toEntryBody({
        customer_id: 3,
        category: "Handphone",
        device_type: " Samsung Galaxy A52 ",
        damage_type: "LCD pecah",
        description: "Retak",
        status: "Pending",
        date,
        imei: "",
        accessories: " Charger ",
      }),
    ).toEqual({
      customer_id: 3,
      category: "Handphone",
      device_type: "Samsung Galaxy A52",
      damage_type: "LCD pecah",
      description: "Retak",
      status: "Pending",
      date: "2026-11-22T03:15:00.000Z",
      imei: "",
      accessories: "Charger",
      condition: "",
      checklist: [],
      promised_date: "",
      warranty_repair: false,
    });
  });
});
