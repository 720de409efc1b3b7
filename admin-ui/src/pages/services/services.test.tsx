import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { resetSessionCache } from "../../providers/session";
import { findDialog, location, renderAt, toastTexts, warmUp } from "../../test/app";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { formatDateTime } from "../../lib/format";
import { serviceBill, serviceEntry, shopRoutes } from "./fixtures";

vi.mock("html-to-image", () => ({ toPng: vi.fn(async () => "data:image/png;base64,AAAA") }));

warmUp(
  () => import("./list"),
  () => import("./inProgress"),
);

beforeEach(() => {
  resetSessionCache();
  // jsdom has no canvas to measure the digits under the bars with.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    font: "",
    measureText: () => ({ width: 120 }),
  } as unknown as CanvasRenderingContext2D);
});

const budi = serviceEntry();
const siti = serviceEntry({
  id: 11,
  customer_name: "Siti Aminah",
  customer_phone: null,
  device_type: "ASUS VivoBook 14",
  category: "Laptop",
  status: "Selesai",
  service_info: "Telah Selesai",
  info_date: "2026-11-20",
  warranty_return_of: 3,
});

async function row(text: string) {
  return (await screen.findByText(text)).closest("tr") as HTMLElement;
}

describe("service intake list", () => {
  it("lists entries with their customer, device and status, and searches with q", async () => {
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi, siti], total: 2 }),
    });
    renderAt("/dashboard/service-masuk");

    const first = await row("SVC-12");
    expect(within(first).getByText(formatDateTime(budi.date))).toBeTruthy();
    expect(within(first).getByText("Budi Santoso")).toBeTruthy();
    expect(within(first).getByText("081234567890")).toBeTruthy();
    expect(within(first).getByText("Samsung Galaxy A52")).toBeTruthy();
    expect(within(first).getByText("Handphone · LCD pecah")).toBeTruthy();
    expect(within(first).getByText("Pending")).toBeTruthy();
    const second = await row("SVC-11");
    expect(within(second).getByText("Garansi")).toBeTruthy();
    expect(within(second).getByText("Telah Selesai")).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText("Cari SVC, nama, no. HP, perangkat, IMEI"), {
      target: { value: "SVC-12" },
    });
    fireEvent.click(screen.getByRole("button", { name: /search/i }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/service-entries")).at(-1)!;
      expect(query(last.url)).toMatchObject({ q: "SVC-12", page: "1" });
    });
  });

  it("changes the service info inline, dating it today when no date is set", async () => {
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi], total: 1 }),
      "PATCH /api/service-entries/12/info": () => json({ ...budi, service_info: "Telah Selesai" }),
    });
    renderAt("/dashboard/service-masuk");
    const select = await screen.findByRole("combobox", { name: "Info SVC-12" });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Telah Selesai"));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.body).toEqual({
      service_info: "Telah Selesai",
      info_date: dayjs().format("YYYY-MM-DD"),
    });
    await waitFor(() => expect(toastTexts()).toContain("Info SVC-12 berhasil diperbarui."));
  });

  it("deletes after 'Apakah Anda yakin?', and shows the server's refusal as it is", async () => {
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi], total: 1 }),
      "DELETE /api/service-entries/12": () =>
        problem(
          409,
          "Gagal menghapus: Servis ini sudah memiliki transaksi dan tidak dapat dihapus.",
        ),
    });
    renderAt("/dashboard/service-masuk");
    fireEvent.click(await screen.findByRole("button", { name: "Hapus SVC-12" }));
    const title = await screen.findByText("Apakah Anda yakin?", {
      selector: ".ant-modal-confirm-title",
    });
    const dialog = title.closest(".ant-modal") as HTMLElement;
    expect(within(dialog).getByText(/SVC-12 \(Budi Santoso, Samsung Galaxy A52\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal menghapus: Servis ini sudah memiliki transaksi dan tidak dapat dihapus.",
      ),
    );
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("prints the customer's copy with the QR code and the technician's sheet, and downloads them by name", async () => {
    mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi], total: 1 }),
      "GET /api/service-entries/12": () => json({ entry: budi, bill: serviceBill() }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderAt("/dashboard/service-masuk");
    fireEvent.click(await screen.findByRole("button", { name: "Cetak SVC-12" }));

    const dialog = await findDialog("Tanda Terima SVC-12");
    const paper = within(dialog).getByTestId("receipt");
    expect(within(paper).getByText("STRUK SERVICE")).toBeTruthy();
    expect(within(paper).getByTestId("receipt-date").textContent).toContain("22/11/26 10:15");
    expect(within(paper).getByTestId("receipt-customer").textContent).toContain("Budi Santoso");
    expect(within(paper).getByTestId("receipt-phone").textContent).toContain("081234567890");
    expect(within(paper).getByText("Layar retak setelah jatuh.")).toBeTruthy();
    expect(within(paper).getByTestId("receipt-total").textContent).toMatch(/Rp\s600\.000/);
    expect(within(paper).getByText("Garansi servis 7 hari.")).toBeTruthy();
    expect(within(paper).getByText(/tidak diambil lebih dari 1 bulan/)).toBeTruthy();
    const qr = within(paper).getByRole("img", { name: "Pindai untuk melacak status servis" });
    expect(qr.getAttribute("data-value")).toBe(
      `${window.location.origin}/tracking?token=tok_0123456789abcdefXYZ`,
    );
    await waitFor(() => expect(qr.querySelector("svg path")).toBeTruthy());
    const barcode = within(paper).getByRole("img", { name: "Barcode SVC-12" });
    await waitFor(() => expect(barcode.getAttribute("data-drawn")).toBe("true"));

    fireEvent.click(within(dialog).getByRole("button", { name: /Unduh/ }));
    await waitFor(() => expect(clicked).toEqual(["tanda-terima-service-12-customer.png"]));
    await waitFor(() => expect(toastTexts()).toContain("Struk berhasil diunduh!"));

    fireEvent.click(within(dialog).getByText("Untuk Teknisi"));
    await within(paper).findByText("LEMBAR KERJA TEKNISI");
    expect(within(paper).queryByText("STRUK SERVICE")).toBeNull();
    expect(within(paper).queryByTestId("receipt-total")).toBeNull();
    expect(
      within(paper).queryByRole("img", { name: "Pindai untuk melacak status servis" }),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /Unduh/ }));
    await waitFor(() => expect(clicked.at(-1)).toBe("tanda-terima-service-12-technician.png"));
  });

  it("takes a device in: required fields first, then the new entry's receipt opens", async () => {
    const created = serviceEntry({ id: 13 });
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [], total: 0 }),
      "GET /api/customers": () =>
        json({
          items: [
            { id: 4, name: "Budi Santoso", phone: "081234567890", address: null, created_at: "" },
          ],
          total: 1,
        }),
      "POST /api/service-entries": () => json(created, 201),
    });
    renderAt("/dashboard/service-masuk");
    expect(await screen.findByText("Belum ada service masuk.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Tambah Service/ }));
    const dialog = await findDialog("Tambah Service Masuk");
    fireEvent.click(within(dialog).getByRole("button", { name: /Simpan/ }));
    await waitFor(() =>
      expect(within(dialog).getAllByText("Harap isi semua field yang wajib diisi.").length).toBe(4),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Pelanggan" }));
    fireEvent.click(await screen.findByTitle("Budi Santoso · 081234567890"));
    fireEvent.change(within(dialog).getByLabelText("Tipe Perangkat"), {
      target: { value: "Samsung Galaxy A52" },
    });
    fireEvent.change(within(dialog).getByLabelText("Jenis Kerusakan"), {
      target: { value: "LCD pecah" },
    });
    fireEvent.change(within(dialog).getByLabelText("Deskripsi"), {
      target: { value: "Layar retak setelah jatuh." },
    });
    fireEvent.change(within(dialog).getByLabelText("Kelengkapan"), {
      target: { value: "Charger" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Simpan/ }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      customer_id: 4,
      category: "Handphone",
      device_type: "Samsung Galaxy A52",
      damage_type: "LCD pecah",
      description: "Layar retak setelah jatuh.",
      status: "Pending",
      accessories: "Charger",
    });
    await waitFor(() => expect(toastTexts()).toContain("Service baru berhasil ditambahkan!"));
    const receipt = await findDialog("Tanda Terima SVC-13");
    expect(within(receipt).getByText("TANDA TERIMA SERVICE")).toBeTruthy();
  });

  it("takes a phone sold here in under the shop's warranty, found by its IMEI", async () => {
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [], total: 0 }),
      "GET /api/customers": () =>
        json({
          items: [
            { id: 4, name: "Budi Santoso", phone: "081234567890", address: null, created_at: "" },
          ],
          total: 1,
        }),
      "GET /api/warranty/490154203237518": () =>
        json({
          unit: { id: 9, product_name: "Redmi Note 13" },
          sale_id: 31,
          sale_number: "TRX-20261121-000031",
          sold_at: "2026-11-21T03:00:00Z",
          customer_id: 4,
          customer_name: "Budi Santoso",
          warranty_name: "Garansi toko 7 hari",
          warranty_until: "2026-11-28",
          under_warranty: true,
        }),
      "GET /api/warranty/356938035643809": () => problem(404, "IMEI/serial ini tidak tercatat."),
      "POST /api/service-entries": () => json(serviceEntry({ id: 14, warranty_repair: true }), 201),
    });
    renderAt("/dashboard/service-masuk");
    fireEvent.click(await screen.findByRole("button", { name: /Tambah Service/ }));
    const dialog = await findDialog("Tambah Service Masuk");
    const imei = within(dialog).getByLabelText("IMEI / No. Seri");
    fireEvent.change(imei, { target: { value: "356938035643809" } });
    await waitFor(() => expect(calls.some((c) => c.url.includes("356938035643809"))).toBe(true));
    expect(within(dialog).queryByTestId("warranty-check")).toBeNull();

    fireEvent.change(imei, { target: { value: "490154203237518" } });
    const check = await within(dialog).findByTestId("warranty-check");
    expect(check.textContent).toContain(
      "Redmi Note 13 dibeli di toko ini: TRX-20261121-000031 pada 21 Nov 2026, pelanggan Budi Santoso.",
    );
    expect(check.textContent).toContain("Garansi toko 7 hari, berlaku s.d. 28/11/2026.");
    expect((within(dialog).getByLabelText("Tipe Perangkat") as HTMLInputElement).value).toBe(
      "Redmi Note 13",
    );
    fireEvent.click(within(check).getByRole("checkbox", { name: /Perbaikan garansi toko/ }));
    fireEvent.change(within(dialog).getByLabelText("Jenis Kerusakan"), {
      target: { value: "LCD bergaris" },
    });
    fireEvent.change(within(dialog).getByLabelText("Deskripsi"), {
      target: { value: "Garis hijau di layar." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Simpan/ }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      customer_id: 4,
      device_type: "Redmi Note 13",
      imei: "490154203237518",
      warranty_repair: true,
    });
  });

  it("opens WhatsApp with the status and the tracking link; disabled without a phone", async () => {
    mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi, siti], total: 2 }),
    });
    renderAt("/dashboard/service-masuk");
    const link = (await screen.findByRole("link", {
      name: "Kirim WhatsApp SVC-12",
    })) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/6281234567890");
    expect(link.target).toBe("_blank");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Halo Budi Santoso, kami dari Konter Maju Jaya.");
    expect(text).toContain("saat ini: Pending.");
    expect(text).toContain("/tracking?token=tok_0123456789abcdefXYZ");
    const none = screen.getByRole("button", { name: "Kirim WhatsApp SVC-11" });
    expect((none as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("services in progress", () => {
  it("asks only for Pending and Proses, links back to the dashboard and on to the cashier", async () => {
    const { calls } = mockFetch({
      ...shopRoutes,
      "GET /api/service-entries": () => json({ items: [budi], total: 1 }),
    });
    renderAt("/dashboard/services-in-progress");
    expect(await screen.findByText("Service Sedang Berjalan")).toBeTruthy();
    await row("SVC-12");
    const list = calls.find((c) => c.url.startsWith("/api/service-entries"))!;
    expect(query(list.url)).toMatchObject({ status: "in_progress" });
    expect(screen.getByRole("link", { name: /Kembali ke Dashboard/ }).getAttribute("href")).toBe(
      "/dashboard",
    );
    fireEvent.click(screen.getByRole("button", { name: "Proses SVC-12" }));
    await waitFor(() => expect(location()).toBe("/dashboard/transaction/service?entry=12"));
  });

  it("says so when nothing is in progress", async () => {
    mockFetch({ ...shopRoutes, "GET /api/service-entries": () => json({ items: [], total: 0 }) });
    renderAt("/dashboard/services-in-progress");
    expect(await screen.findByText("Tidak ada service yang sedang berjalan.")).toBeTruthy();
  });
});
