import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem } from "../../test/fetchMock";
import { location, renderAt, session, toastTexts, warmUp } from "../../test/app";
import type { Outlet } from "./types";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(
  () => import("./list"),
  () => import("./create"),
  () => import("./edit"),
);

const blank = {
  address: "",
  phone: "",
  opening_hours: "",
  receipt_header: "",
  qris: "",
  bank_name: "",
  bank_account_number: "",
  bank_account_holder: "",
  created_at: "2026-11-22T03:00:00Z",
  updated_at: "2026-11-22T03:00:00Z",
};
const first: Outlet = { ...blank, id: 1, name: "Konter Maju Jaya", address: "Jl. Merdeka 17" };
const dago: Outlet = {
  ...blank,
  id: 2,
  name: "Cabang Dago",
  address: "Jl. Dago 5",
  phone: "022-2501234",
  opening_hours: "Senin–Sabtu 09.00–21.00",
  qris: "000201…",
  bank_name: "BCA",
  bank_account_number: "1234567890",
  bank_account_holder: "Konter Dago",
};

function outletPages(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin", 1)),
    "GET /api/outlets": () => json({ items: [first, dago], total: 2 }),
    "GET /api/outlets/2": () => json(dago),
    ...extra,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("Pengaturan → Outlet", () => {
  it("lists the outlets, the first first, with what each takes payments into", async () => {
    outletPages();
    renderAt("/dashboard/settings/outlets");
    const own = await rowOf("Cabang Dago");
    expect(within(own).getByText("Sendiri: QRIS · BCA 1234567890")).toBeTruthy();
    expect(within(own).getByText("Senin–Sabtu 09.00–21.00")).toBeTruthy();
    expect(within(await rowOf("Konter Maju Jaya")).getByText("Milik toko")).toBeTruthy();
    const rows = screen.getAllByRole("row").map((r) => r.textContent ?? "");
    expect(rows.findIndex((r) => r.includes("Konter Maju Jaya"))).toBeLessThan(
      rows.findIndex((r) => r.includes("Cabang Dago")),
    );
  });

  it("adds an outlet: a name is needed, a bank account is whole, every field is sent trimmed", async () => {
    const { calls } = outletPages({
      "POST /api/outlets": (call) => json({ ...blank, id: 3, ...(call.body as object) }, 201),
    });
    renderAt("/dashboard/settings/outlets");
    await rowOf("Cabang Dago");
    fireEvent.click(screen.getByRole("button", { name: /Tambah Outlet/ }));
    await screen.findByRole("heading", { name: "Tambah Outlet" });
    expect(location()).toBe("/dashboard/settings/outlets/create");

    fireEvent.change(field("Nomor Rekening"), { target: { value: "9876543210" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    expect(await screen.findByText("Nama outlet wajib diisi.")).toBeTruthy();
    expect(
      await screen.findByText(
        "Isi nama bank dan nomor rekening outlet bersama-sama, atau kosongkan semuanya.",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(field("Nama Outlet"), { target: { value: "  Cabang Buah Batu " } });
    fireEvent.change(field("Nama Bank"), { target: { value: "Mandiri" } });
    fireEvent.change(field("Jam Buka"), { target: { value: "Setiap hari 10.00–22.00" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));

    await waitFor(() => expect(toastTexts()).toContain("Outlet berhasil ditambahkan!"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Cabang Buah Batu",
      address: "",
      phone: "",
      opening_hours: "Setiap hari 10.00–22.00",
      receipt_header: "",
      qris: "",
      bank_name: "Mandiri",
      bank_account_number: "9876543210",
      bank_account_holder: "",
    });
    await waitFor(() => expect(location()).toBe("/dashboard/settings/outlets"));
  });

  it("edits an outlet: its fields load, a cleared one is sent blank, the server's refusal shows", async () => {
    let refuse = true;
    const { calls } = outletPages({
      "PUT /api/outlets/2": (call) =>
        refuse
          ? problem(409, "Nama outlet sudah dipakai outlet lain.")
          : json({ ...dago, ...(call.body as object) }),
    });
    renderAt("/dashboard/settings/outlets");
    fireEvent.click(
      within(await rowOf("Cabang Dago")).getByRole("button", { name: "Edit Cabang Dago" }),
    );
    await screen.findByRole("heading", { name: "Edit Outlet" });
    await waitFor(() => expect(field("Nama Outlet").value).toBe("Cabang Dago"));
    expect(field("Nomor Rekening").value).toBe("1234567890");

    fireEvent.change(field("Nama Outlet"), { target: { value: "Konter Maju Jaya" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal menyimpan outlet: Nama outlet sudah dipakai outlet lain.",
      ),
    );
    expect(location()).toBe("/dashboard/settings/outlets/2/edit");

    refuse = false;
    fireEvent.change(field("Nama Outlet"), { target: { value: "Cabang Dago Atas" } });
    fireEvent.change(field("QRIS Outlet"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    await waitFor(() => expect(toastTexts()).toContain("Outlet berhasil diperbarui!"));
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toMatchObject({
      name: "Cabang Dago Atas",
      qris: "",
      bank_account_number: "1234567890",
    });
  });

  it("deletes an outlet after asking, and says why the server refused", async () => {
    const { calls } = outletPages({
      "DELETE /api/outlets/1": () => problem(409, "Outlet terakhir tidak dapat dihapus."),
    });
    renderAt("/dashboard/settings/outlets");
    fireEvent.click(
      within(await rowOf("Konter Maju Jaya")).getByRole("button", {
        name: "Hapus Konter Maju Jaya",
      }),
    );
    const title = await screen.findByText("Apakah Anda yakin?", {
      selector: ".ant-modal-confirm-title",
    });
    const dialog = title.closest(".ant-modal") as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Hapus" }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        "Gagal menghapus outlet: Outlet terakhir tidak dapat dihapus.",
      ),
    );
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/outlets/1")).toBe(true);
  });

  it("keeps a Kasir out: Pengaturan holds only Printer, and a 403 view without asking for outlets", async () => {
    const { calls } = mockFetch({ "GET /api/auth/me": () => json(session("Kasir", 1)) });
    renderAt("/dashboard/settings/outlets");
    expect(await screen.findByText("Halaman ini hanya untuk Admin.")).toBeTruthy();
    const [menu] = await screen.findAllByRole("menu");
    expect(within(menu).getByRole("link", { name: /Stok Barang/ })).toBeTruthy();
    fireEvent.click(within(menu).getByText("Pengaturan"));
    expect(await within(menu).findByRole("link", { name: /Printer/ })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: /Outlet/ })).toBeNull();
    // Only the header asks how many outlets there are (to hide its switch); the list is not loaded.
    const asked = calls.filter((c) => c.url.startsWith("/api/outlets")).map((c) => c.url);
    expect(asked.every((url) => url === "/api/outlets?per_page=100")).toBe(true);
  });
});
