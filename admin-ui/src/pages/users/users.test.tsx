import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(() => import("./list"));

const me = { ...session("Admin", 1).profile, verified_at: "2025-01-02T03:04:05Z" };
const rina = {
  id: 2,
  email: "rina@konter.test",
  role: "Kasir",
  full_name: "Rina Marlina",
  avatar_url: null,
  phone: null,
  address: null,
  created_at: "2025-02-03T04:05:06Z",
  verified_at: "2025-02-03T04:05:06Z",
};

function usersPage(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Admin", 1)),
    "GET /api/users": () => json({ items: [rina, me], total: 2 }),
    "GET /api/users/2": () => json(rina),
    "GET /api/outlets": () => json({ items: [{ id: 1, name: "Konter" }], total: 1 }),
    ...extra,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;

describe("Manajemen User", () => {
  it("shows 'Tidak bisa edit diri sendiri' on the signed-in user's own row instead of actions", async () => {
    usersPage();
    renderAt("/dashboard/data/users");
    const own = await rowOf("dewi@konter.test");
    expect(within(own).getByText("Tidak bisa edit diri sendiri")).toBeTruthy();
    expect(within(own).queryAllByRole("button")).toHaveLength(0);
    const other = await rowOf("Rina Marlina");
    expect(within(other).getByRole("button", { name: "Edit Rina Marlina" })).toBeTruthy();
    expect(within(other).getByText("Kasir")).toBeTruthy();
    expect(within(other).getByText("3 Feb 2025")).toBeTruthy();
  });

  it("adds a Kasir by default and shows the server's message", async () => {
    const message = "User berhasil ditambahkan. Mereka perlu memverifikasi email mereka.";
    const { calls } = usersPage({
      "POST /api/users": (call) => json({ ...rina, id: 3, ...(call.body as object), message }, 201),
    });
    renderAt("/dashboard/data/users");
    await rowOf("Rina Marlina");
    fireEvent.click(screen.getByRole("button", { name: /Tambah User/ }));
    const dialog = await findDialog("Tambah User");

    expect(within(dialog).getByPlaceholderText("Minimal 6 karakter")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(within(dialog).getAllByText("Harap isi semua field yang wajib diisi.")).toHaveLength(
        3,
      ),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Email"), {
      target: { value: " budi@konter.test " },
    });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "rahasia1" } });
    fireEvent.change(within(dialog).getByLabelText("Nama Lengkap"), { target: { value: "Budi" } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(toastTexts()).toContain(message));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      email: "budi@konter.test",
      password: "rahasia1",
      full_name: "Budi",
      role: "Kasir",
    });
  });

  it("requires full name and role when editing", async () => {
    const { calls } = usersPage({
      "PUT /api/users/2": (call) => json({ ...rina, ...(call.body as object) }),
    });
    renderAt("/dashboard/data/users");
    fireEvent.click(
      within(await rowOf("Rina Marlina")).getByRole("button", { name: "Edit Rina Marlina" }),
    );
    const dialog = await findDialog("Edit User");
    // The dialog's fields are re-rendered when the record arrives: look them up afresh.
    const nameField = () => within(dialog).getByLabelText("Nama Lengkap") as HTMLInputElement;
    await waitFor(() => expect(nameField().value).toBe("Rina Marlina"));
    const name = nameField();

    fireEvent.change(name, { target: { value: " " } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    expect(await within(dialog).findByText("Nama lengkap dan role wajib diisi.")).toBeTruthy();

    fireEvent.change(name, { target: { value: "Rina M." } });
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
    await waitFor(() => expect(toastTexts()).toContain("Data user berhasil diperbarui!"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      full_name: "Rina M.",
      role: "Kasir",
      technician: false,
    });
  });

  it("deletes only after 'Hapus' in the 'Apakah Anda yakin?' dialog", async () => {
    const { calls } = usersPage({
      "DELETE /api/users/2": () => new Response(null, { status: 204 }),
    });
    renderAt("/dashboard/data/users");
    const hapus = within(await rowOf("Rina Marlina")).getByRole("button", {
      name: "Hapus Rina Marlina",
    });

    const confirmDialog = async () => {
      // jsdom never finishes a closed dialog's exit animation: the newest one is the open one.
      const titles = await screen.findAllByText("Apakah Anda yakin?", {
        selector: ".ant-modal-confirm-title",
      });
      return titles.at(-1)!.closest(".ant-modal") as HTMLElement;
    };

    fireEvent.click(hapus);
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Batal" }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(hapus);
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(toastTexts()).toContain("User berhasil dihapus!"));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/users/2"]);
  });
});
