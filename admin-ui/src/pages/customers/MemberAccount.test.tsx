import { beforeEach, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, toastTexts, warmUp } from "../../test/app";
import { MSG_MEMBER_LINKED } from "./MemberAccount";

beforeEach(() => resetSessionCache());
warmUp(() => import("./show"));

const budi = {
  id: 3,
  email: "member@konter.test",
  role: "Member",
  full_name: "Budi Santoso",
  avatar_url: null,
  phone: "081234567890",
  address: null,
  created_at: "2025-02-03T04:05:06Z",
  verified_at: "2025-02-03T04:05:06Z",
};

const customer = {
  id: 12,
  name: "Budi Santoso",
  phone: "081234567890",
  address: null,
  member_id: null as number | null,
  created_at: "2025-02-03T04:05:06Z",
};

const empty = () => json({ items: [], total: 0 });

function serve(role: "Admin" | "Kasir", linked: number | null) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/customers/12": () => json({ ...customer, member_id: linked }),
    "GET /api/transactions": empty,
    "GET /api/service-entries": empty,
    "GET /api/installments": empty,
    "GET /api/members": () => json({ items: [budi], total: 1 }),
    "PUT /api/customers/12/member": (call) => json({ ...customer, ...(call.body as object) }),
  });
}

it("the Admin links a customer to the member's account picked from the members", async () => {
  const { calls } = serve("Admin", null);
  renderAt("/dashboard/data/customers/12");
  const box = await screen.findByRole("combobox", { name: "Akun member" });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: "budi" } });
  fireEvent.click(await screen.findByText("Budi Santoso (member@konter.test)"));
  await waitFor(() => expect(toastTexts()).toContain(MSG_MEMBER_LINKED));
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ member_id: 3 });
});

it("a Kasir sees that the customer has a member's account, and cannot change it", async () => {
  const { calls } = serve("Kasir", 3);
  renderAt("/dashboard/data/customers/12");
  expect(await screen.findByText("Terhubung")).toBeTruthy();
  expect(screen.queryByRole("combobox", { name: "Akun member" })).toBeNull();
  expect(calls.some((c) => c.url.startsWith("/api/members"))).toBe(false);
});
