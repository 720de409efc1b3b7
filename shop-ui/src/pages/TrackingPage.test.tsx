import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it } from "vitest";
import { WARRANTY_REPAIR_NOTE } from "@konter/ui-kit";
import type { ServiceReceipt, ServiceTracking } from "../api/types";
import { notSignedIn, renderApp } from "../test/auth";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import TrackingPage from "./TrackingPage";

const page = <Route path="/tracking" element={<TrackingPage />} />;

function tracking(overrides: Partial<ServiceTracking> = {}): ServiceTracking {
  return {
    id: 12,
    status: "Selesai",
    date: "2026-11-22T03:05:00Z",
    category: "Handphone",
    device_type: "Samsung Galaxy A52",
    damage_type: "LCD pecah",
    description: "Ganti LCD original",
    service_info: "Telah Selesai",
    info_date: "2026-11-24",
    customers: { name: "B*** S******", phone: "0812****7890" },
    outlet: null,
    ...overrides,
  };
}

const receipt: ServiceReceipt = {
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
    device_type: "Samsung Galaxy A52",
    damage_type: "LCD pecah",
    description: "Ganti LCD original",
    status: "Selesai",
    date: "2026-11-22T03:05:00Z",
    service_info: "Sedang proses",
    info_date: null,
    imei: "356789012345678",
    accessories: "Charger",
    condition: null,
    created_at: "2026-11-22T03:05:00Z",
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
    total_parts_cost: 450000,
    total_amount: 600000,
    paid_amount: 700000,
    change_amount: 100000,
    remaining_amount: 0,
    kasir_name: "Rina Marlina",
    parts: [
      {
        id: 1,
        transaction_id: 5,
        product_id: 9,
        product_name: "LCD Samsung A52 Original",
        quantity: 1,
        sale_price: 450000,
        buy_price: 380000,
      },
    ],
    id: 5,
    service_entry_id: 12,
    customer_id: 3,
    customer_name_cache: "Budi Santoso",
    description: "Ganti LCD original",
    kasir_id: 2,
    payment_method: "tunai",
    created_at: "2026-11-22T03:05:00Z",
    updated_at: "2026-11-22T03:05:00Z",
    voided_at: null,
    void_reason: null,
    voided_by: null,
    void_refund: 0,
  },
};

function serve(answer: (id: string) => Response) {
  return mockFetch((url) => {
    if (url.pathname === "/api/auth/me") return notSignedIn();
    if (url.pathname.startsWith("/api/tracking/"))
      return answer(url.pathname.split("/").pop() ?? "");
    if (
      url.pathname === "/api/tracking" &&
      url.searchParams.get("token") === "rahasia-qr-token-1234"
    )
      return jsonResponse(receipt);
    if (url.pathname === "/api/tracking")
      return jsonResponse(
        { title: "Not Found", status: 404, detail: "Data servis tidak ditemukan." },
        404,
      );
  });
}

const track = (text: string) => {
  fireEvent.change(screen.getByLabelText("ID Servis"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Lacak" }));
};

describe("/tracking", () => {
  it("checks the ID before asking the server", async () => {
    const fetchMock = serve(() => jsonResponse(tracking()));
    renderApp("/tracking", page);
    expect(screen.getByRole("heading", { level: 1, name: "Lacak Status Servis" })).toBeTruthy();
    track("  ");
    expect(screen.getByText("Silakan masukkan ID Servis Anda.")).toBeTruthy();
    track("dua belas");
    expect(screen.getByText("ID Servis tidak valid. Harap masukkan angka.")).toBeTruthy();
    expect(screen.queryByText("Silakan masukkan ID Servis Anda.")).toBeNull();
    expect(requestedPaths(fetchMock).filter((p) => p.startsWith("/api/tracking"))).toEqual([]);
  });

  it("shows the repair with the masked name and phone, and the 'Telah Selesai' notice", async () => {
    const fetchMock = serve(() => jsonResponse(tracking()));
    renderApp("/tracking", page);
    track("SVC-12");
    expect(await screen.findByText("Mencari data servis...")).toBeTruthy();
    const card = await screen.findByRole("region", { name: "Detail Servis #SVC-12" });
    expect(requestedPaths(fetchMock)).toContain("/api/tracking/12");
    expect(within(card).getByText(/Atas nama/).textContent).toBe("Atas nama B*** S******");
    expect(within(card).getByText(/No\. HP/).textContent).toBe("No. HP 0812****7890");
    expect(within(card).getByTestId("service-status").textContent).toBe("Selesai");
    const field = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(field("Tanggal Masuk")).toBe("22 November 2026");
    expect(field("Tipe Perangkat")).toBe("Samsung Galaxy A52");
    expect(field("Jenis Kerusakan")).toBe("LCD pecah");
    expect(field("Info Status")).toBe("Telah Selesai");
    expect(field("Tanggal Info")).toBe("24 November 2026");
    expect(field("Deskripsi")).toBe("Ganti LCD original");
    expect(within(card).queryByText("Perangkat ada di")).toBeNull();
    const notice = within(card).getByTestId("finished-notice").textContent ?? "";
    expect(notice).toMatch(/telah selesai/);
    expect(notice).toMatch(/ambil .* di konter/);
    expect(notice).toMatch(
      /lebih dari 1 bulan setelah diumumkan selesai bukan menjadi tanggung jawab kami/,
    );
  });

  it("shows the outlet where the device is in a shop of several outlets", async () => {
    serve(() =>
      jsonResponse(
        tracking({
          outlet: { id: 2, name: "Cabang Dago", address: "Jl. Dago No. 12", phone: "022-2501234" },
        }),
      ),
    );
    renderApp("/tracking", page);
    track("SVC-12");
    expect(await screen.findByText("Perangkat ada di")).toBeTruthy();
    expect(screen.getByText("Cabang Dago")).toBeTruthy();
    expect(screen.getByText("Jl. Dago No. 12")).toBeTruthy();
    expect(screen.getByText("Telp. 022-2501234")).toBeTruthy();
  });

  it("leaves out the notice and Tanggal Info while the repair is in progress", async () => {
    serve(() =>
      jsonResponse(tracking({ status: "Proses", service_info: "Sedang proses", info_date: null })),
    );
    renderApp("/tracking", page);
    track("12");
    const card = await screen.findByRole("region", { name: "Detail Servis #SVC-12" });
    expect(within(card).queryByTestId("finished-notice")).toBeNull();
    expect(within(card).queryByText("Tanggal Info")).toBeNull();
  });

  it("shows 'Gagal Melacak' with the server's message and the toast", async () => {
    serve(() =>
      jsonResponse(
        { title: "Not Found", status: 404, detail: "Data servis tidak ditemukan." },
        404,
      ),
    );
    renderApp("/tracking", page);
    track("999");
    const card = await screen.findByText("Gagal Melacak");
    expect(card.parentElement?.textContent).toContain("Data servis tidak ditemukan.");
    expect(await screen.findByText("Gagal melacak status servis.")).toBeTruthy();

    // A new look-up clears the old failure's toast.
    track("998");
    await waitFor(() =>
      expect(screen.getAllByText("Gagal melacak status servis.")).toHaveLength(1),
    );
  });

  it("opens the receipt with both tabs; a look-up by number prints the masked data", async () => {
    serve(() => jsonResponse(tracking()));
    renderApp("/tracking", page);
    track("12");
    fireEvent.click(await screen.findByRole("button", { name: "Lihat Struk" }));
    const dialog = await screen.findByRole("dialog", { name: "Tanda Terima Service" });
    const customerTab = within(dialog).getByRole("tab", { name: "Struk Pelanggan" });
    expect(customerTab.getAttribute("aria-selected")).toBe("true");
    const paper = within(dialog).getByRole("tabpanel");
    expect(paper.querySelector(".receipt")?.getAttribute("data-copy")).toBe("customer");
    expect(within(paper).getByText("TANDA TERIMA SERVICE")).toBeTruthy();
    expect(within(paper).getByText("SVC-12")).toBeTruthy();
    expect(within(paper).getByText("22/11/26 10:05")).toBeTruthy();
    expect(within(paper).getByText("B*** S******")).toBeTruthy();
    expect(within(paper).getByText("0812****7890")).toBeTruthy();
    expect(within(paper).getByText("Garansi servis 7 hari.")).toBeTruthy();
    expect(within(paper).getByText(/tidak diambil lebih dari 1 bulan/)).toBeTruthy();
    expect(within(paper).getByRole("img", { name: "Barcode SVC-12" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("tab", { name: "Untuk Teknisi" }));
    expect(within(dialog).getByText("LEMBAR KERJA TEKNISI")).toBeTruthy();
    expect(within(dialog).queryByText("TANDA TERIMA SERVICE")).toBeNull();
    for (const name of ["Tutup", "Unduh", "Cetak"])
      expect(within(dialog).getByRole("button", { name })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(screen.queryByText("LEMBAR KERJA TEKNISI")).toBeNull());
  });

  it("opens the full receipt at once from the QR token, unmasked and with the bill", async () => {
    const fetchMock = serve(() => jsonResponse(tracking()));
    renderApp("/tracking?token=rahasia-qr-token-1234", page);
    const card = await screen.findByRole("region", { name: "Detail Servis #SVC-12" });
    expect(requestedPaths(fetchMock)).toContain("/api/tracking?token=rahasia-qr-token-1234");
    expect(within(card).getByTestId("customer-name").textContent).toBe("Budi Santoso");
    expect(within(card).getByTestId("customer-phone").textContent).toBe("081234567890");
    expect(within(card).queryByTestId("finished-notice")).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: "Lihat Struk" }));
    const paper = within(
      await screen.findByRole("dialog", { name: "Tanda Terima Service" }),
    ).getByRole("tabpanel");
    const text = (paper.textContent ?? "").replace(/\u00a0/g, " ");
    for (const part of [
      "Budi Santoso",
      "081234567890",
      "Handphone",
      "356789012345678",
      "LCD Samsung A52 Original",
      "Rina Marlina",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Biaya JasaRp 150\.000/);
    expect(text).toMatch(/1 x Rp 450\.000Rp 450\.000/);
    expect(text).toMatch(/TotalRp 600\.000/);
    expect(text).toMatch(/KembalianRp 100\.000/);
  });

  it("says the token is unknown", async () => {
    serve(() => jsonResponse(tracking()));
    renderApp("/tracking?token=salah", page);
    expect(await screen.findByText("Gagal Melacak")).toBeTruthy();
    expect(screen.getByText("Data servis tidak ditemukan.")).toBeTruthy();
  });

  it("prints a warranty repair's note on the receipt from the QR token", async () => {
    mockFetch((url) => {
      if (url.pathname === "/api/auth/me") return notSignedIn();
      if (url.pathname === "/api/tracking")
        return jsonResponse({ ...receipt, entry: { ...receipt.entry, warranty_repair: true } });
    });
    renderApp("/tracking?token=rahasia-qr-token-1234", page);
    const card = await screen.findByRole("region", { name: "Detail Servis #SVC-12" });
    fireEvent.click(within(card).getByRole("button", { name: "Lihat Struk" }));
    const paper = within(
      await screen.findByRole("dialog", { name: "Tanda Terima Service" }),
    ).getByRole("tabpanel");
    expect(within(paper).getByText(WARRANTY_REPAIR_NOTE)).toBeTruthy();
  });
});
