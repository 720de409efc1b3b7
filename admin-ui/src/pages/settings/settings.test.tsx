import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { renderAt, session, toastTexts, warmUp } from "../../test/app";
import { TEXT_KEYS } from "./SettingsForm";
import { COUNTER_KEYS } from "./CounterSection";
import { WARRANTY_KEYS } from "./WarrantySection";

beforeEach(() => resetSessionCache());
warmUp(() => import("./page"));

const settings = {
  appName: "Konter",
  appDescription: "Pusat Service HP dan Komputer",
  heroTitle: "Servis HP & Komputer Terpercaya",
  heroSubtitle: "Perbaikan smartphone.",
  aboutUsContent: "Kami adalah konter servis.",
  contactAddress: "",
  contactEmail: "",
  contactPhone: "",
  socialInstagram: "",
  socialFacebook: "",
  socialYoutube: "",
  socialTiktok: "",
  consultationLink: "",
  footerCopyright: "",
  authorDescription: "",
  authorImageUrl: "",
  logoUrl: "/logo.png",
  timezone: "Asia/Jakarta",
  warranties: '[{"category":"Handphone","name":"Garansi toko 7 hari","days":7}]',
};

const carouselAd = {
  id: 4,
  image_url: "/files/product-images/advertisements/a.png",
  alt_text: "Promo Tukar Tambah HP",
  link_url: "/products",
  placement: "homepage_carousel",
  is_active: true,
  sort_order: 0,
  created_at: "2025-11-10T03:00:00Z",
};
const bannerAd = {
  ...carouselAd,
  id: 5,
  alt_text: "Diskon Aksesoris",
  link_url: null,
  placement: "products_page_banner",
};

function settingsPage(
  extra: Parameters<typeof mockFetch>[0] = {},
  ads: unknown[] = [carouselAd, bannerAd],
) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin", 1)),
    "GET /api/settings": () => json(settings),
    "GET /api/ads/manage": () => json({ items: ads, total: ads.length }),
    "GET /api/categories": () => json({ items: ["Handphone", "Laptop"], total: 2 }),
    ...extra,
  });
}

const png = (name = "logo.png", type = "image/png") =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const card = async (title: string) =>
  (await screen.findByText(title, { selector: ".ant-card-head-title" })).closest(
    ".ant-card",
  ) as HTMLElement;

describe("Manajemen Aplikasi", () => {
  it("shows a spinner while loading, then the six sections of the spec in order", async () => {
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    settingsPage({ "GET /api/settings": () => pending });
    renderAt("/dashboard/settings");
    expect(await screen.findByRole("heading", { name: "Manajemen Aplikasi" })).toBeTruthy();
    expect(document.querySelector(".ant-spin-spinning")).toBeTruthy();
    answer(json(settings));

    await card("Logo Aplikasi");
    const titles = [...document.querySelectorAll(".ant-card-head-title")].map((n) => n.textContent);
    expect(titles).toEqual([
      "Manajemen Iklan",
      "Informasi Umum",
      "Konten Halaman Utama",
      "Informasi Kontak & Footer",
      "Informasi Author",
      "Pembayaran & Kasir",
      "Garansi & IMEI",
      "Logo Aplikasi",
    ]);
    expect((screen.getByLabelText("Nama Aplikasi") as HTMLInputElement).value).toBe("Konter");
    expect((screen.getByLabelText("Judul Hero") as HTMLInputElement).value).toBe(
      "Servis HP & Komputer Terpercaya",
    );
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByRole("button", { name: /Simpan Semua Perubahan/ })).toBeTruthy();
  });

  it("saves every text field in one PUT, and shows a refused field under it", async () => {
    let refuse = true;
    const { calls } = settingsPage({
      "PUT /api/settings": (call) =>
        refuse
          ? problem(422, "Format email tidak valid.", {
              errors: [{ location: "body.contactEmail", message: "Format email tidak valid." }],
            })
          : json({ ...settings, ...(call.body as object), footerCopyright: "" }),
    });
    renderAt("/dashboard/settings");
    const name = (await screen.findByLabelText("Nama Aplikasi")) as HTMLInputElement;

    fireEvent.change(name, { target: { value: " Cell Mart Depok " } });
    fireEvent.change(screen.getByLabelText("Judul Hero"), { target: { value: "Servis Kilat" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "toko@contoh" } });
    fireEvent.click(screen.getByRole("button", { name: /Simpan Semua Perubahan/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal menyimpan pengaturan: Format email tidak valid."),
    );
    const email = (await card("Informasi Kontak & Footer")) as HTMLElement;
    expect(await within(email).findByText("Format email tidak valid.")).toBeTruthy();

    refuse = false;
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "toko@contoh.com" } });
    fireEvent.click(screen.getByRole("button", { name: /Simpan Semua Perubahan/ }));
    await waitFor(() => expect(toastTexts()).toContain("Pengaturan berhasil disimpan!"));
    const puts = calls.filter((c) => c.method === "PUT");
    expect(puts).toHaveLength(2);
    const body = puts[1].body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      [...TEXT_KEYS, ...COUNTER_KEYS, ...WARRANTY_KEYS].sort(),
    );
    expect(body).toMatchObject({
      appName: "Cell Mart Depok",
      heroTitle: "Servis Kilat",
      contactEmail: "toko@contoh.com",
      paymentMethods: "",
      shiftRequired: "false",
    });
  });

  it("turns on QRIS and transfer and makes cashiers open their shifts", async () => {
    const { calls } = settingsPage({
      "PUT /api/settings": (call) => json({ ...settings, ...(call.body as object) }),
    });
    renderAt("/dashboard/settings");
    const counter = (await card("Pembayaran & Kasir")) as HTMLElement;
    expect((within(counter).getByLabelText("Tunai") as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(counter).getByLabelText("QRIS"));
    fireEvent.click(within(counter).getByLabelText("Transfer Bank"));
    fireEvent.change(within(counter).getByLabelText("Nama Bank"), { target: { value: "BCA" } });
    fireEvent.click(
      within(counter).getByRole("switch", {
        name: "Kasir wajib membuka shift sebelum menerima pembayaran",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: /Simpan Semua Perubahan/ }));
    await waitFor(() => expect(toastTexts()).toContain("Pengaturan berhasil disimpan!"));
    expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({
      paymentMethods: "qris,transfer",
      bankName: "BCA",
      shiftRequired: "true",
    });
  });

  it("changes the phones' warranty, and saves none once its row is removed", async () => {
    const { calls } = settingsPage({
      "PUT /api/settings": (call) => json({ ...settings, ...(call.body as object) }),
    });
    renderAt("/dashboard/settings");
    const warranty = (await card("Garansi & IMEI")) as HTMLElement;
    const name = within(warranty).getByLabelText("Nama garansi di struk") as HTMLInputElement;
    expect(name.value).toBe("Garansi toko 7 hari");
    fireEvent.change(name, { target: { value: "Garansi toko 14 hari" } });
    fireEvent.change(within(warranty).getByLabelText("Lama (hari)"), { target: { value: "14" } });
    fireEvent.click(screen.getByRole("button", { name: /Simpan Semua Perubahan/ }));
    await waitFor(() => expect(toastTexts()).toContain("Pengaturan berhasil disimpan!"));
    const puts = () => calls.filter((c) => c.method === "PUT");
    expect(JSON.parse((puts()[0].body as Record<string, string>).warranties)).toEqual([
      { category: "Handphone", name: "Garansi toko 14 hari", days: 14 },
    ]);

    fireEvent.click(within(warranty).getByRole("button", { name: "Hapus garansi" }));
    expect(within(warranty).queryByTestId("warranty-row")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Simpan Semua Perubahan/ }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect((puts()[1].body as Record<string, string>).warranties).toBe("");
  });

  it("reads the QRIS from a photo of the sticker into its field", async () => {
    const qris = "00020101021126570011ID.DANA.WWW5204549953033605802ID6304EE06";
    const { calls } = settingsPage({
      "POST /api/settings/qris-photo": () => json({ ...settings, qrisStatic: qris }),
    });
    renderAt("/dashboard/settings");
    const counter = (await card("Pembayaran & Kasir")) as HTMLElement;
    const input = counter.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "qris.png", {
      type: "image/png",
    });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() =>
      expect(toastTexts()).toContain("QRIS berhasil dibaca dari foto dan disimpan."),
    );
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/settings/qris-photo")).toBe(
      true,
    );
    expect((within(counter).getByLabelText("QRIS Statis Toko") as HTMLTextAreaElement).value).toBe(
      qris,
    );
  });

  it("uploads the logo by its own button, enabled only once a PNG or JPEG is chosen", async () => {
    const { calls } = settingsPage({
      "POST /api/settings/logo": () =>
        json({ ...settings, logoUrl: "/files/product-images/public/logo.png?v=1" }),
    });
    renderAt("/dashboard/settings");
    const logo = await card("Logo Aplikasi");
    const upload = within(logo).getByRole("button", { name: /Unggah Logo/ }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    fireEvent.change(within(logo).getByTestId("image-input"), {
      target: { files: [png("logo.webp", "image/webp")] },
    });
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal mengunggah logo: Format gambar harus PNG atau JPEG."),
    );
    expect(upload.disabled).toBe(true);

    fireEvent.change(within(logo).getByTestId("image-input"), { target: { files: [png()] } });
    await waitFor(() => expect(upload.disabled).toBe(false));
    expect(within(logo).getByRole("img", { name: "Pratinjau logo.png" })).toBeTruthy();
    fireEvent.click(upload);
    await waitFor(() => expect(toastTexts()).toContain("Logo berhasil diunggah."));
    const sent = calls.find((c) => c.url === "/api/settings/logo")!.body as FormData;
    expect((sent.get("file") as File).name).toBe("logo.png");
    await waitFor(() => expect(upload.disabled).toBe(true));
  });

  it("lists the ads by placement and adds one with its placement, alt text and link", async () => {
    const { calls } = settingsPage({ "POST /api/ads": () => json({ ...carouselAd, id: 6 }, 201) });
    renderAt("/dashboard/settings");
    const ads = await card("Manajemen Iklan");
    const carousel = await within(ads).findByRole("region", { name: "homepage carousel" });
    expect(within(carousel).getByRole("img", { name: "Promo Tukar Tambah HP" })).toBeTruthy();
    const banner = within(ads).getByRole("region", { name: "products page banner" });
    expect(within(banner).getByRole("img", { name: "Diskon Aksesoris" })).toBeTruthy();

    const submit = within(ads).getByRole("button", { name: /Unggah Iklan/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(ads).getByLabelText("Teks Alternatif (untuk SEO)"), {
      target: { value: "Gratis Cek" },
    });
    fireEvent.change(within(ads).getByLabelText("Link URL (opsional)"), {
      target: { value: "/products" },
    });
    fireEvent.change(within(ads).getByTestId("image-input"), {
      target: { files: [png("iklan.gif", "image/gif")] },
    });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(toastTexts()).toContain("Iklan berhasil ditambahkan."));
    const sent = calls.find((c) => c.method === "POST" && c.url === "/api/ads")!.body as FormData;
    expect(sent.get("placement")).toBe("homepage_carousel");
    expect(sent.get("alt_text")).toBe("Gratis Cek");
    expect(sent.get("link_url")).toBe("/products");
    expect((sent.get("file") as File).name).toBe("iklan.gif");
  });

  it("deletes an ad after the confirmation, and passes on the server's warning", async () => {
    const warning = "Gagal menghapus file gambar, tapi iklan akan tetap dihapus dari database.";
    const { calls } = settingsPage({
      "DELETE /api/ads/4": () => json({ warning }),
      "DELETE /api/ads/5": () => json({}),
    });
    renderAt("/dashboard/settings");
    const confirm = async () => {
      const titles = await screen.findAllByText("Apakah Anda yakin?", {
        selector: ".ant-modal-confirm-title",
      });
      fireEvent.click(
        within(titles.at(-1)!.closest(".ant-modal") as HTMLElement).getByRole("button", {
          name: "Hapus",
        }),
      );
    };

    fireEvent.click(
      await screen.findByRole("button", { name: "Hapus iklan Promo Tukar Tambah HP" }),
    );
    await confirm();
    await waitFor(() => expect(toastTexts()).toContain(warning));
    expect(toastTexts()).not.toContain("Iklan berhasil dihapus.");

    fireEvent.click(screen.getByRole("button", { name: "Hapus iklan Diskon Aksesoris" }));
    await confirm();
    await waitFor(() => expect(toastTexts()).toContain("Iklan berhasil dihapus."));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      "/api/ads/4",
      "/api/ads/5",
    ]);
  });

  it("says so when there is no ad yet", async () => {
    settingsPage({}, []);
    renderAt("/dashboard/settings");
    expect(await screen.findByText("Belum ada iklan.")).toBeTruthy();
  });

  it.each([
    ["Admin", true],
    ["Kasir", false],
  ] as const)(
    "offers 'Manajemen Aplikasi' in the user menu to an Admin only (%s)",
    async (role, shown) => {
      mockFetch({
        "GET /api/auth/me": () => json(session(role, 1)),
        "GET /api/customers": () => json({ items: [], total: 0 }),
      });
      renderAt("/dashboard/data/customers");
      fireEvent.click(await screen.findByRole("button", { name: /^Menu pengguna/ }));
      const profile = await screen.findByText("Profile", { selector: ".ant-dropdown-menu *" });
      const menu = profile.closest(".ant-dropdown-menu") as HTMLElement;
      expect(within(menu).queryByText("Manajemen Aplikasi") !== null).toBe(shown);
    },
  );

  it("shows a Kasir the 403 view without asking for the settings page's data", async () => {
    const { calls } = mockFetch({ "GET /api/auth/me": () => json(session("Kasir", 1)) });
    renderAt("/dashboard/settings");
    expect(await screen.findByText("Halaman ini hanya untuk Admin.")).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith("/api/ads"))).toBe(false);
  });
});
