import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { slugify } from "./slug";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(
  () => import("./list"),
  () => import("../../components/richText/RichTextEditor"),
);

const published = {
  id: 1,
  slug: "promo-servis-akhir-tahun",
  title: "Promo Servis Akhir Tahun",
  content: "<p>Diskon 20% untuk ganti LCD.</p>",
  image_url: "/files/product-images/news/1.png",
  status: "published",
  author_id: 1,
  author_name: "Dewi Lestari",
  excerpt: "Diskon 20% untuk ganti LCD.",
  published_at: "2025-11-12T03:00:00Z",
  created_at: "2025-11-10T03:00:00Z",
  updated_at: "2025-11-14T03:00:00Z",
};
const draft = {
  ...published,
  id: 2,
  slug: "draf-harga-baru",
  title: "Draf Harga Baru",
  content: "<p>Belum final.</p>",
  image_url: null,
  status: "draft",
  published_at: null,
  updated_at: "2025-12-01T03:00:00Z",
};

function newsPage(
  extra: Parameters<typeof mockFetch>[0] = {},
  items: unknown[] = [published, draft],
) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin", 1)),
    "GET /api/news/manage": () => json({ items, total: items.length }),
    ...extra,
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest("tr")!;

async function openRowMenu(title: string) {
  fireEvent.click(within(await rowOf(title)).getByRole("button", { name: `Aksi ${title}` }));
  // jsdom keeps closed menus around: the newest one is the open one.
  const menus = await screen.findAllByRole("menu");
  return menus.at(-1)!;
}

describe("Manajemen Berita", () => {
  it("shows five skeleton rows while loading, then the articles with badges, dates and a placeholder picture", async () => {
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    newsPage({ "GET /api/news/manage": () => pending });
    renderAt("/dashboard/news");

    expect(await screen.findByRole("heading", { name: "Manajemen Berita" })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelectorAll("tbody .ant-skeleton")).toHaveLength(5 * 6),
    );
    answer(json({ items: [published, draft], total: 2 }));

    const row = await rowOf("Promo Servis Akhir Tahun");
    expect(document.querySelectorAll("tbody .ant-skeleton")).toHaveLength(0);
    expect(within(row).getByText("Diterbitkan")).toBeTruthy();
    expect(within(row).getByText("12 Nov 2025")).toBeTruthy();
    expect(within(row).getByText("14 Nov 2025")).toBeTruthy();
    expect(within(row).getByText("/news/promo-servis-akhir-tahun")).toBeTruthy();
    expect(within(row).getByRole("img", { name: "Promo Servis Akhir Tahun" })).toBeTruthy();

    const other = await rowOf("Draf Harga Baru");
    expect(within(other).getByText("Draft")).toBeTruthy();
    expect(within(other).getByText("-")).toBeTruthy();
    expect(within(other).getByText("1 Des 2025")).toBeTruthy();
    expect(other.querySelector(".anticon-picture")).toBeTruthy();
  });

  it("says 'Belum ada berita.' when there is none, and filters by status", async () => {
    const { calls } = newsPage({}, []);
    renderAt("/dashboard/news");
    expect(await screen.findByText("Belum ada berita.")).toBeTruthy();

    fireEvent.click(screen.getByText("Draft", { selector: ".ant-segmented-item-label" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith("/api/news/manage") && query(c.url).status === "draft"),
      ).toBe(true),
    );
  });

  it("publishes a draft and takes a published article back to draft from the row menu", async () => {
    const { calls } = newsPage({
      "PATCH /api/news/2/status": (call) => json({ ...draft, ...(call.body as object) }),
      "PATCH /api/news/1/status": () => problem(404, "Berita tidak ditemukan."),
    });
    renderAt("/dashboard/news");

    let menu = await openRowMenu("Draf Harga Baru");
    expect(within(menu).queryByText("Jadikan Draft")).toBeNull();
    fireEvent.click(within(menu).getByText("Terbitkan"));
    await waitFor(() =>
      expect(toastTexts()).toContain("Status berita berhasil diubah menjadi Diterbitkan."),
    );
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "published" });

    menu = await openRowMenu("Promo Servis Akhir Tahun");
    fireEvent.click(within(menu).getByText("Jadikan Draft"));
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal mengubah status: Berita tidak ditemukan."),
    );
  });

  it("deletes only after 'Ya, Hapus' in the spec's confirmation", async () => {
    const { calls } = newsPage({ "DELETE /api/news/2": () => new Response(null, { status: 204 }) });
    renderAt("/dashboard/news");

    fireEvent.click(within(await openRowMenu("Draf Harga Baru")).getByText("Hapus"));
    const title = await screen.findByText("Apakah Anda yakin?", {
      selector: ".ant-modal-confirm-title",
    });
    const dialog = title.closest(".ant-modal") as HTMLElement;
    expect(
      within(dialog).getByText(
        "Tindakan ini tidak dapat dibatalkan. Ini akan menghapus berita secara permanen.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Batal" })).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Ya, Hapus" }));
    await waitFor(() => expect(toastTexts()).toContain("Berita berhasil dihapus."));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/news/2"]);
  });

  it("writes an article: the spec's message for missing fields, the HTML, then the picture", async () => {
    const { calls } = newsPage({
      "POST /api/news": (call) => json({ ...draft, id: 9, ...(call.body as object) }, 201),
      "POST /api/news/9/image": () => json({ ...draft, id: 9, image_url: "/files/x.png" }),
    });
    renderAt("/dashboard/news");
    await rowOf("Draf Harga Baru");
    fireEvent.click(screen.getByRole("button", { name: /Tambah Berita/ }));
    const dialog = await findDialog("Tambah Berita");
    await within(dialog).findByRole("textbox", { name: "Konten" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(dialog).queryByText("Judul, konten, dan slug wajib diisi.")).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(within(dialog).getAllByText("Judul, konten, dan slug wajib diisi.")).toHaveLength(2),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Judul"), {
      target: { value: " Promo Natal 2025! " },
    });
    expect(within(dialog).getByText("Alamat: /news/promo-natal-2025")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Kode HTML" }));
    const html =
      "<p>Diskon <strong>50%</strong></p><img src=x onerror=alert(1)><script>alert(2)</script>";
    fireEvent.change(await within(dialog).findByLabelText("Kode HTML Konten"), {
      target: { value: html },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Diterbitkan" }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], "promo.png", { type: "image/png" });
    fireEvent.change(within(dialog).getByTestId("image-input"), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(toastTexts()).toContain("Berita berhasil dibuat!"));
    // What was typed goes to the server as it is: the server sanitizes it.
    expect(calls.find((c) => c.method === "POST" && c.url === "/api/news")?.body).toEqual({
      title: "Promo Natal 2025!",
      content: html,
      slug: "",
      status: "published",
    });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/news/9/image")).toBe(true));
    const upload = calls.find((c) => c.url === "/api/news/9/image")!.body as FormData;
    expect((upload.get("file") as File).name).toBe("promo.png");
  });

  it("edits an article from its row and shows the server's refusal with the spec's lead", async () => {
    let refuse = true;
    const { calls } = newsPage({
      "PUT /api/news/1": (call) =>
        refuse
          ? problem(409, "Slug sudah dipakai berita lain.")
          : json({ ...published, ...(call.body as object) }),
    });
    renderAt("/dashboard/news");
    fireEvent.click(within(await openRowMenu("Promo Servis Akhir Tahun")).getByText("Edit"));
    const dialog = await findDialog("Edit Berita");
    const titleField = () => within(dialog).getByLabelText("Judul") as HTMLInputElement;
    await waitFor(() => expect(titleField().value).toBe("Promo Servis Akhir Tahun"));
    expect((within(dialog).getByLabelText("Slug") as HTMLInputElement).value).toBe(
      "promo-servis-akhir-tahun",
    );
    const editor = await within(dialog).findByRole("textbox", { name: "Konten" });
    await waitFor(() => expect(editor.textContent).toBe("Diskon 20% untuk ganti LCD."));

    fireEvent.change(titleField(), { target: { value: "Promo Servis Tahun Baru" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal menyimpan berita: Slug sudah dipakai berita lain."),
    );

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() => expect(toastTexts()).toContain("Berita berhasil diperbarui!"));
    const body = calls.filter((c) => c.method === "PUT").at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "Promo Servis Tahun Baru",
      slug: "promo-servis-akhir-tahun",
      content: "<p>Diskon 20% untuk ganti LCD.</p>",
      status: "published",
      published_at: "2025-11-12T03:00:00.000Z",
    });
  });

  it("puts 'Berita' and 'Pengaturan' in an Admin's menu", async () => {
    newsPage();
    renderAt("/dashboard/news");
    const [menu] = await screen.findAllByRole("menu");
    expect(await within(menu).findByRole("link", { name: /Berita/ })).toBeTruthy();
    expect(within(menu).getByText("Pengaturan")).toBeTruthy();
  });

  it("keeps a Kasir out: no Berita under Pengaturan and a 403 view without asking for the news", async () => {
    const { calls } = mockFetch({ "GET /api/auth/me": () => json(session("Kasir", 1)) });
    renderAt("/dashboard/news");
    expect(await screen.findByText("Halaman ini hanya untuk Admin.")).toBeTruthy();
    const [menu] = await screen.findAllByRole("menu");
    expect(within(menu).getByRole("link", { name: /Stok Barang/ })).toBeTruthy();
    fireEvent.click(within(menu).getByText("Pengaturan"));
    expect(await within(menu).findByRole("link", { name: /Printer/ })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: /Berita/ })).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/news"))).toBe(false);
  });
});

describe("slugify", () => {
  it("makes the address the way the server does", () => {
    expect(slugify("Promo Akhir Tahun 2026!")).toBe("promo-akhir-tahun-2026");
    expect(slugify("  Café  & Servis -- HP_baru ")).toBe("cafe-servis-hp-baru");
    expect(slugify("!!!")).toBe("");
  });
});
