import { describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import {
  fromReceipt,
  fromTracking,
  isFinished,
  MSG_ID_INVALID,
  MSG_ID_REQUIRED,
  MSG_TRACK_FALLBACK,
  MSG_TRACK_SERVER,
  parseServiceId,
  trackingErrorMessage,
} from "./tracking";

describe("parseServiceId", () => {
  it("asks for an ID when nothing was typed", () => {
    expect(parseServiceId("")).toEqual({ ok: false, error: "Silakan masukkan ID Servis Anda." });
    expect(parseServiceId("   ")).toEqual({ ok: false, error: MSG_ID_REQUIRED });
  });

  it("accepts a whole number, with spaces around it", () => {
    expect(parseServiceId("12")).toEqual({ ok: true, id: 12 });
    expect(parseServiceId(" 0042 ")).toEqual({ ok: true, id: 42 });
  });

  it("accepts the number as printed on the receipt", () => {
    expect(parseServiceId("SVC-12")).toEqual({ ok: true, id: 12 });
    expect(parseServiceId("svc-7")).toEqual({ ok: true, id: 7 });
    expect(parseServiceId("#SVC-12")).toEqual({ ok: true, id: 12 });
    expect(parseServiceId("SVC 12")).toEqual({ ok: true, id: 12 });
  });

  it("rejects anything that is not a positive integer", () => {
    for (const text of [
      "abc",
      "12a",
      "1.5",
      "1,5",
      "-3",
      "0",
      "SVC-",
      "SVC-x",
      "1e3",
      "12 13",
      "9".repeat(16),
    ]) {
      expect(parseServiceId(text), text).toEqual({
        ok: false,
        error: "ID Servis tidak valid. Harap masukkan angka.",
      });
    }
    expect(MSG_ID_INVALID).toBe("ID Servis tidak valid. Harap masukkan angka.");
  });
});

describe("the 'Telah Selesai' notice rule", () => {
  it("shows only when the info status is 'Telah Selesai'", () => {
    expect(isFinished("Telah Selesai")).toBe(true);
    expect(isFinished(" telah selesai ")).toBe(true);
    expect(isFinished("Sedang proses")).toBe(false);
    expect(isFinished("Gagal/Cancel")).toBe(false);
    expect(isFinished("")).toBe(false);
    expect(isFinished(null)).toBe(false);
    expect(isFinished(undefined)).toBe(false);
  });
});

describe("trackingErrorMessage", () => {
  const problem = (status: number, detail?: string) =>
    new ApiError(detail ?? "x", status, { status, detail });

  it("shows the server's message as it is", () => {
    expect(trackingErrorMessage(problem(404, "Data servis tidak ditemukan."))).toBe(
      "Data servis tidak ditemukan.",
    );
    expect(
      trackingErrorMessage(
        problem(429, "Terlalu banyak permintaan pelacakan. Silakan coba lagi dalam 42 detik."),
      ),
    ).toBe("Terlalu banyak permintaan pelacakan. Silakan coba lagi dalam 42 detik.");
  });

  it("falls back to the spec texts for server failures and unknown errors", () => {
    expect(trackingErrorMessage(problem(500, "boom"))).toBe(MSG_TRACK_SERVER);
    expect(trackingErrorMessage(new Error("?"))).toBe(MSG_TRACK_FALLBACK);
    expect(trackingErrorMessage(new ApiError("", 404, null))).toBe(MSG_TRACK_FALLBACK);
  });
});

describe("the view of a repair", () => {
  it("keeps the masked name and phone of a look-up by number, without a bill", () => {
    const view = fromTracking({
      id: 12,
      status: "Proses",
      date: "2026-11-22T03:00:00Z",
      category: "Handphone",
      device_type: "Samsung A52",
      damage_type: "LCD pecah",
      description: "Ganti LCD",
      service_info: "Telah Selesai",
      info_date: "2026-11-23",
      customers: { name: "B*** S******", phone: "0812****7890" },
      outlet: null,
    });
    expect(view).toMatchObject({
      id: 12,
      category: "Handphone",
      customerName: "B*** S******",
      customerPhone: "0812****7890",
      masked: true,
      bill: null,
    });
  });

  it("carries the full details and the bill from the QR token", () => {
    const view = fromReceipt({
      entry: {
        id: 12,
        customer_name: "Budi Santoso",
        customer_phone: "081234567890",
        outlet_id: 1,
        outlet_name: "Konter",
        checklist: [],
        state: "Selesai",
        promised_date: null,
        category: "Handphone",
        device_type: "Samsung A52",
        damage_type: "LCD pecah",
        description: "Ganti LCD",
        status: "Selesai",
        date: "2026-11-22T03:00:00Z",
        service_info: null,
        info_date: null,
        imei: "3567",
        accessories: null,
        condition: null,
        created_at: "2026-11-22T03:00:00Z",
        customer_id: 3,
        kasir_id: 2,
        unit_id: null,
        warranty_repair: false,
        warranty_until: null,
        warranty_return_of: null,
        technician_id: null,
        technician_name: null,
      },
      bill: {
        service_fee: 150000,
        total_parts_cost: 0,
        total_amount: 150000,
        paid_amount: 150000,
        change_amount: 0,
        remaining_amount: 0,
        kasir_name: "Rina",
        parts: [],
        id: 5,
        service_entry_id: 12,
        customer_id: 3,
        customer_name_cache: "Budi Santoso",
        description: "Ganti LCD",
        kasir_id: 2,
        payment_method: "tunai",
        created_at: "2026-11-22T03:00:00Z",
        updated_at: "2026-11-22T03:00:00Z",
        voided_at: null,
        void_reason: null,
        voided_by: null,
        void_refund: 0,
      },
    });
    expect(view).toMatchObject({
      customerName: "Budi Santoso",
      category: "Handphone",
      imei: "3567",
      masked: false,
    });
    expect(view.bill?.total_amount).toBe(150000);
  });
});
