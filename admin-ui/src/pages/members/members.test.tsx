import { beforeEach, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(() => import("./list"));

const budi = {
  id: 3,
  email: "member@konter.test",
  role: "Member",
  full_name: "Budi Santoso",
  avatar_url: null,
  phone: "081234567890",
  address: "Jl. Melati No. 12",
  created_at: "2025-02-03T04:05:06Z",
  verified_at: "2025-02-03T04:05:06Z",
};

it("edits a member: the full name is required, phone and address are sent too", async () => {
  const { calls } = mockFetch({
    "GET /api/auth/me": () => json(session("Admin")),
    "GET /api/members": () => json({ items: [budi], total: 1 }),
    "GET /api/members/3": () => json(budi),
    "PUT /api/members/3": (call) => json({ ...budi, ...(call.body as object) }),
  });
  renderAt("/dashboard/data/members");
  fireEvent.click(await screen.findByRole("button", { name: "Edit Budi Santoso" }));
  const dialog = await findDialog("Edit Member");
  // The dialog's fields are re-rendered when the record arrives: look them up afresh.
  const nameField = () => within(dialog).getByLabelText("Nama Lengkap") as HTMLInputElement;
  await waitFor(() => expect(nameField().value).toBe("Budi Santoso"));
  const name = nameField();

  fireEvent.change(name, { target: { value: "" } });
  fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
  expect(await within(dialog).findByText("Nama lengkap wajib diisi.")).toBeTruthy();
  expect(calls.some((c) => c.method === "PUT")).toBe(false);

  fireEvent.change(name, { target: { value: "Budi S." } });
  fireEvent.change(within(dialog).getByLabelText("Alamat"), { target: { value: "" } });
  fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));
  await waitFor(() => expect(toastTexts()).toContain("Data member berhasil diperbarui!"));
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
    full_name: "Budi S.",
    phone: "081234567890",
    address: "",
  });
});

it("deletes a member after the confirm dialog", async () => {
  const { calls } = mockFetch({
    "GET /api/auth/me": () => json(session("Admin")),
    "GET /api/members": () => json({ items: [budi], total: 1 }),
    "DELETE /api/members/3": () => new Response(null, { status: 204 }),
  });
  renderAt("/dashboard/data/members");
  fireEvent.click(await screen.findByRole("button", { name: "Hapus Budi Santoso" }));
  const confirm = (
    await screen.findByText("Apakah Anda yakin?", { selector: ".ant-modal-confirm-title" })
  ).closest(".ant-modal") as HTMLElement;
  expect(within(confirm).getByRole("button", { name: "Batal" })).toBeTruthy();
  fireEvent.click(within(confirm).getByRole("button", { name: "Hapus" }));
  await waitFor(() => expect(toastTexts()).toContain("Member berhasil dihapus!"));
  expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/members/3"]);
});
