import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "./providers/session";
import { json, mockFetch, problem, query } from "./test/fetchMock";
import { resources } from "./resources";
import { location, renderAt, session, warmUp } from "./test/app";

warmUp(
  () => import("./pages/login"),
  () => import("./pages/dashboard"),
  () => import("./pages/products/list"),
  () => import("./pages/customers/list"),
);

const products = [
  {
    id: 1,
    name: "Charger Type-C 20W",
    category: "Aksesoris",
    stock: 12,
    retail_price: 85000,
    barcode: "8991234567890",
    image_url: null,
  },
  {
    id: 2,
    name: "LCD Samsung A10",
    category: "Sparepart",
    stock: 0,
    retail_price: 1250000,
    barcode: "8997654321098",
    image_url: "/files/product-images/lcd.jpg",
  },
];

beforeEach(() => {
  resetSessionCache();
});

describe("route guard", () => {
  it("shows 'Memuat sesi...' while checking, then sends a visitor to /login", async () => {
    let answer!: (r: Response) => void;
    const firstAnswer = new Promise<Response>((resolve) => (answer = resolve));
    let asked = 0;
    mockFetch({
      "GET /api/auth/me": () => (asked++ === 0 ? firstAnswer : problem(401, "Silakan login.")),
    });

    renderAt("/dashboard/stock");
    expect(await screen.findByText("Memuat sesi...")).toBeTruthy();

    answer(problem(401, "Silakan login."));
    expect(await screen.findByRole("button", { name: "Masuk" })).toBeTruthy();
    expect(location()).toBe("/login?to=%2Fdashboard%2Fstock");
  });

  it("sends a Member on a staff page to the member login", async () => {
    mockFetch({ "GET /api/auth/me": () => json(session("Member")) });
    renderAt("/dashboard/stock");
    await waitFor(() => expect(location()).toBe("/member-login"));
    expect(screen.queryByText("Stok Barang")).toBeNull();
  });

  it("shows a Kasir a 403 view on an Admin-only page, without asking for its data", async () => {
    const { calls } = mockFetch({ "GET /api/auth/me": () => json(session("Kasir")) });
    renderAt("/dashboard/data/users");
    expect(await screen.findByText("Halaman ini hanya untuk Admin.")).toBeTruthy();
    expect(location()).toBe("/dashboard/data/users");
    expect(calls.some((c) => c.url.startsWith("/api/users"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Kembali ke Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("lets an Admin open an Admin-only page", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Admin")),
      "GET /api/members": () => json({ items: [], total: 0 }),
    });
    renderAt("/dashboard/data/members");
    expect(await screen.findByText("Belum ada member.")).toBeTruthy();
  });

  it("takes a signed-in staff user from /login to /dashboard", async () => {
    mockFetch({ "GET /api/auth/me": () => json(session("Kasir")) });
    renderAt("/login");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(location()).toBe("/dashboard");
  });
});

describe("login page", () => {
  it("shows the server's detail when the sign-in is refused", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => problem(401, "Silakan login."),
      "POST /api/auth/login": () =>
        problem(403, "Akun ini adalah akun Member. Silakan login dari halaman Member."),
    });
    renderAt("/login");

    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "m@konter.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "rahasia" } });
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));

    expect(
      await screen.findByText("Akun ini adalah akun Member. Silakan login dari halaman Member."),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      email: "m@konter.test",
      password: "rahasia",
      door: "staff",
    });
    expect(location()).toBe("/login");
  });

  it("links members to the member login", async () => {
    mockFetch({ "GET /api/auth/me": () => problem(401, "Silakan login.") });
    renderAt("/login");
    const link = (await screen.findByText(/Member\?/)).closest("a");
    expect(link?.getAttribute("href")).toBe("/member-login");
  });

  it("signs in and lands on the dashboard with the user's name in the header", async () => {
    let signedIn = false;
    mockFetch({
      "GET /api/auth/me": () =>
        signedIn ? json(session("Admin")) : problem(401, "Silakan login."),
      "POST /api/auth/login": () => {
        signedIn = true;
        return json(session("Admin"));
      },
    });
    renderAt("/login");

    fireEvent.change(await screen.findByLabelText("Email"), {
      target: { value: "dewi@konter.test" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "rahasia" } });
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(location()).toBe("/dashboard");
    expect(await screen.findByText("Dewi Lestari")).toBeTruthy();
  });
});

describe("stock page", () => {
  it("lists products with barcode, stock and rupiah prices, sorted by name, and searches with q", async () => {
    const { calls } = mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/products": () => json({ items: products, total: 2 }),
    });
    renderAt("/dashboard/stock");

    const row = (await screen.findByText("LCD Samsung A10")).closest("tr")!;
    expect(within(row).getByText("8997654321098")).toBeTruthy();
    expect(within(row).getByText("Sparepart")).toBeTruthy();
    expect(within(row).getByText("Rp 1.250.000")).toBeTruthy();
    expect(screen.getByText("Rp 85.000")).toBeTruthy();

    const first = calls.find((c) => c.url.startsWith("/api/products"))!;
    expect(query(first.url)).toEqual({ page: "1", per_page: "20", sort: "name" });

    fireEvent.change(screen.getByPlaceholderText("Cari nama, kode, barcode atau IMEI"), {
      target: { value: "lcd" },
    });
    fireEvent.click(screen.getByRole("button", { name: /search/i }));

    await waitFor(() => {
      const last = calls.filter((c) => c.url.startsWith("/api/products")).at(-1)!;
      expect(query(last.url)).toMatchObject({ q: "lcd", page: "1" });
    });
  });

  it("shows the API's detail as the toast when the list cannot be loaded", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/products": () => problem(500, "Gagal memuat data produk: database terkunci."),
    });
    renderAt("/dashboard/stock");
    expect(await screen.findByText("Gagal memuat data produk: database terkunci.")).toBeTruthy();
    expect(screen.queryByText(/status code/)).toBeNull();
  });

  it.each([
    ["Kasir", false],
    ["Admin", true],
  ] as const)(
    "the sider menu shows Admin-only entries to an Admin only, and Pengaturan to both (%s)",
    async (role, shown) => {
      mockFetch({
        "GET /api/auth/me": () => json(session(role)),
        "GET /api/customers": () => json({ items: [], total: 0 }),
      });
      // On a page of the "Data" group the group is open.
      renderAt("/dashboard/data/customers", resources);

      expect(await screen.findByText("Belum ada pelanggan.")).toBeTruthy();
      const [menu] = await screen.findAllByRole("menu"); // the sider; the "Data" group is a menu inside it
      expect(await within(menu).findByRole("link", { name: /Pelanggan/ })).toBeTruthy();
      expect(within(menu).getByRole("link", { name: /Supplier/ })).toBeTruthy();
      expect(within(menu).getByRole("link", { name: /Stok Barang/ })).toBeTruthy();
      expect(within(menu).getByRole("link", { name: /Dashboard/ })).toBeTruthy();
      // Pengaturan holds Printer, open to both: a Kasir sets the printer of the device at hand.
      expect(await within(menu).findByText("Pengaturan")).toBeTruthy();
      await waitFor(() => {
        expect(within(menu).queryByRole("link", { name: /Manajemen User/ }) !== null).toBe(shown);
        expect(within(menu).queryByRole("link", { name: /^Member/ }) !== null).toBe(shown);
      });
    },
  );
});
