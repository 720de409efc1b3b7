import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem, query } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { contactBody } from "./book";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(
  () => import("../../pages/customers/list"),
  () => import("../../pages/suppliers/list"),
);

const rows = [
  {
    id: 3,
    name: "Agus Wijaya",
    phone: "087788990011",
    address: null,
    created_at: "2025-01-01T00:00:00Z",
  },
  {
    id: 1,
    name: "Budi Santoso",
    phone: "081234567890",
    address: "Jl. Melati 12",
    created_at: "2025-01-01T00:00:00Z",
  },
];

const books = [
  {
    path: "/dashboard/data/customers",
    api: "/api/customers",
    heading: "Data Pelanggan",
    add: "Tambah Pelanggan",
    nameLabel: "Nama Pelanggan",
    empty: "Nama pelanggan tidak boleh kosong.",
    created: "Pelanggan berhasil ditambahkan!",
    deleted: "Pelanggan berhasil dihapus!",
  },
  {
    path: "/dashboard/data/suppliers",
    api: "/api/suppliers",
    heading: "Data Supplier",
    add: "Tambah Supplier",
    nameLabel: "Nama Supplier",
    empty: "Nama supplier tidak boleh kosong.",
    created: "Supplier berhasil ditambahkan!",
    deleted: "Supplier berhasil dihapus!",
  },
];

describe.each(books)("address book $path", (book) => {
  it("refuses a blank name in the add dialog, then saves the entry trimmed", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      [`GET ${book.api}`]: () => json({ items: rows, total: 2 }),
      [`POST ${book.api}`]: (call) =>
        json({ id: 9, created_at: "", ...(call.body as object) }, 201),
    });
    renderAt(book.path);
    expect(await screen.findByText("Agus Wijaya")).toBeTruthy();
    expect(screen.getByRole("heading", { name: book.heading })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: new RegExp(book.add) }));
    const dialog = await findDialog(book.add);
    fireEvent.change(within(dialog).getByLabelText(book.nameLabel), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    expect(await within(dialog).findByText(book.empty)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(book.nameLabel), {
      target: { value: "  Toko Maju Jaya " },
    });
    fireEvent.change(within(dialog).getByLabelText("No. Telepon"), {
      target: { value: " 0812 3456 " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Toko Maju Jaya",
      phone: "0812 3456",
      address: "",
    });
    await waitFor(() => expect(toastTexts()).toContain(book.created));
    expect(toastTexts().join(" ")).not.toMatch(/success/i);
  });

  it("searches by name or phone with q", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      [`GET ${book.api}`]: () => json({ items: rows, total: 2 }),
    });
    renderAt(book.path);
    await screen.findByText("Agus Wijaya");
    const box = screen.getByPlaceholderText("Cari nama atau no. telepon");
    fireEvent.change(box, { target: { value: "0877" } });
    fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith(book.api)).at(-1)!;
      expect(query(last.url)).toMatchObject({ q: "0877", page: "1" });
    });
  });

  it("deletes after the browser's confirm, and asks nothing of the server when cancelled", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session("Admin")),
      [`GET ${book.api}`]: () => json({ items: rows, total: 2 }),
      [`DELETE ${book.api}/1`]: () => new Response(null, { status: 204 }),
    });
    const confirm = vi
      .spyOn(window, "confirm")
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderAt(book.path);
    await screen.findByText("Budi Santoso");

    fireEvent.click(screen.getByRole("button", { name: "Hapus Budi Santoso" }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('"Budi Santoso"'));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Hapus Budi Santoso" }));
    await waitFor(() => expect(toastTexts()).toContain(book.deleted));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([`${book.api}/1`]);
  });
});

it("shows the server's text when a customer with history cannot be deleted", async () => {
  const refused =
    "Gagal menghapus: Pelanggan ini memiliki riwayat transaksi dan tidak dapat dihapus.";
  mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/customers": () => json({ items: rows, total: 2 }),
    "DELETE /api/customers/3": () => problem(409, refused),
  });
  vi.spyOn(window, "confirm").mockReturnValue(true);
  renderAt("/dashboard/data/customers");
  fireEvent.click(await screen.findByRole("button", { name: "Hapus Agus Wijaya" }));
  await waitFor(() => expect(toastTexts()).toEqual([refused]));
  expect(screen.getByText("Agus Wijaya")).toBeTruthy();
});

describe("contactBody", () => {
  it("trims every field and sends empty optional fields as empty strings", () => {
    expect(contactBody({ name: "  Siti  ", phone: undefined, address: "  " })).toEqual({
      name: "Siti",
      phone: "",
      address: "",
    });
  });
});
