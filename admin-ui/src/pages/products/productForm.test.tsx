import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Form } from "antd";
import dayjs from "dayjs";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch, problem, type Call } from "../../test/fetchMock";
import { findDialog, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { RupiahInput } from "../../components/RupiahInput";
import { toProductBody } from "./productBody";

// jsdom never finishes the save button's loading-icon exit animation, so its name may read "loadingSimpan".
const SAVE = /Simpan$/;

beforeEach(() => resetSessionCache());
warmUp(() => import("./list"));

const REQUIRED = "Harap isi semua field yang wajib diisi.";

function stockPage(post: (call: Call) => Response | Promise<Response>) {
  return mockFetch({
    "GET /api/auth/me": () => json(session("Kasir")),
    "GET /api/products": () => json({ items: [], total: 0 }),
    "GET /api/categories": () => json({ items: ["Aksesoris", "Handphone", "Sparepart"], total: 3 }),
    "GET /api/settings": () => json({ trackedCategories: '["Handphone"]' }),
    "GET /api/suppliers": () => json({ items: [{ id: 4, name: "CV Sumber Rejeki" }], total: 1 }),
    "GET /api/products/new-barcode": () => json({ barcode: "2001234567893" }),
    "POST /api/products": post,
  });
}

async function openAddDialog() {
  renderAt("/dashboard/stock");
  await screen.findByText("Belum ada barang.");
  fireEvent.click(screen.getByRole("button", { name: /Tambah Barang/ }));
  const dialog = await findDialog("Tambah Barang");
  // A new item starts with a fresh barcode from the server.
  await waitFor(() =>
    expect(within(dialog).getByLabelText("Barcode")).toHaveProperty("value", "2001234567893"),
  );
  return dialog;
}

async function chooseCategory(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText("Kategori"));
  fireEvent.click(await screen.findByTitle(name));
}

function typeAmount(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe("add item dialog", () => {
  it("refuses to save without name and category, and sends nothing", async () => {
    const { calls } = stockPage(() => json({}, 201));
    const dialog = await openAddDialog();

    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(2));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("saves rupiah amounts typed with dots or 'Rp' as whole numbers and shows them grouped", async () => {
    const { calls } = stockPage((call) => json({ id: 77, ...(call.body as object) }, 201));
    const dialog = await openAddDialog();

    fireEvent.change(within(dialog).getByLabelText("Nama Barang"), {
      target: { value: "  Charger 20W " },
    });
    await chooseCategory(dialog, "Aksesoris");
    const retail = within(dialog).getByLabelText("Harga Ecer");
    typeAmount(retail, "Rp 1.250.000");
    typeAmount(within(dialog).getByLabelText("Harga Beli"), "1000000");
    typeAmount(within(dialog).getByLabelText("Harga Reseller"), "1.150.000,-");
    expect((retail as HTMLInputElement).value).toBe("1.250.000");
    expect((within(dialog).getByLabelText("Harga Beli") as HTMLInputElement).value).toBe(
      "1.000.000",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      name: "Charger 20W",
      category: "Aksesoris",
      description: "",
      stock: 0,
      buy_price: 1000000,
      retail_price: 1250000,
      reseller_price: 1150000,
      barcode: "2001234567893",
      entry_date: dayjs().format("YYYY-MM-DD"),
    });
    await waitFor(() => expect(toastTexts()).toContain("Produk baru berhasil ditambahkan!"));
  });

  it("tracks a new phone by unit when its category is tracked, unless switched by hand", async () => {
    stockPage(() => json({}, 201));
    const dialog = await openAddDialog();
    const tracked = within(dialog).getByRole("switch", { name: /Lacak per Unit/ });
    await chooseCategory(dialog, "Handphone");
    await waitFor(() => expect(tracked.getAttribute("aria-checked")).toBe("true"));
    await chooseCategory(dialog, "Aksesoris");
    await waitFor(() => expect(tracked.getAttribute("aria-checked")).toBe("false"));
    fireEvent.click(tracked);
    await chooseCategory(dialog, "Sparepart");
    expect(tracked.getAttribute("aria-checked")).toBe("true");
  });

  it("shows the server's refusal as 'Gagal menambah produk: …' and under the field", async () => {
    stockPage(() =>
      problem(422, "Barcode sudah dipakai produk lain.", {
        errors: [{ location: "body.barcode", message: "Barcode sudah dipakai produk lain." }],
      }),
    );
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText("Nama Barang"), {
      target: { value: "Kabel Data" },
    });
    await chooseCategory(dialog, "Aksesoris");
    fireEvent.click(within(dialog).getByRole("button", { name: SAVE }));

    await waitFor(() =>
      expect(toastTexts()).toContain("Gagal menambah produk: Barcode sudah dipakai produk lain."),
    );
    expect(await within(dialog).findByText("Barcode sudah dipakai produk lain.")).toBeTruthy();
  });
});

describe("RupiahInput", () => {
  it("keeps digits only, groups thousands with dots and never goes negative", async () => {
    let value: unknown;
    render(
      <Form onValuesChange={(_, all) => (value = all.amount)}>
        <Form.Item label="Jumlah" name="amount">
          <RupiahInput />
        </Form.Item>
      </Form>,
    );
    const input = screen.getByLabelText("Jumlah") as HTMLInputElement;
    typeAmount(input, "abc25000xyz");
    expect(value).toBe(25000);
    expect(input.value).toBe("25.000");
    typeAmount(input, "-5.000");
    expect(value).toBe(5000);
  });
});

describe("toProductBody", () => {
  it("turns empty amounts into 0, rounds, trims and leaves out an empty supplier and date", () => {
    expect(
      toProductBody({
        name: " LCD A10 ",
        category: "Sparepart",
        barcode: " 2001234567893 ",
        stock: 3.4,
        buy_price: null,
        retail_price: 250000,
        reseller_price: undefined,
        supplier_id: null,
        entry_date: null,
      }),
    ).toEqual({
      name: "LCD A10",
      category: "Sparepart",
      description: "",
      stock: 3,
      buy_price: 0,
      retail_price: 250000,
      reseller_price: 0,
      barcode: "2001234567893",
    });
  });

  it("sends an edit's stock as the difference to the stock shown, and nothing when unchanged", () => {
    expect(toProductBody({ stock: 5 }, 7)).toMatchObject({ stock_correction: -2 });
    expect(toProductBody({ stock: 5 }, 7)).not.toHaveProperty("stock");
    expect(toProductBody({ stock: 7 }, 7)).not.toHaveProperty("stock_correction");
  });

  it("sends the chosen supplier and entry date", () => {
    expect(toProductBody({ supplier_id: 4, entry_date: "2025-03-01" })).toMatchObject({
      supplier_id: 4,
      entry_date: "2025-03-01",
    });
  });

  it("sends the product's own warranty, and none when its fields are empty", () => {
    expect(
      toProductBody({ warranty_name: " Garansi resmi 1 tahun ", warranty_days: 365 }),
    ).toMatchObject({ warranty_name: "Garansi resmi 1 tahun", warranty_days: 365 });
    const none = toProductBody({ warranty_name: " ", warranty_days: null });
    expect(none).not.toHaveProperty("warranty_name");
    expect(none).not.toHaveProperty("warranty_days");
    // Half a warranty goes to the server, which names the missing field.
    expect(toProductBody({ warranty_name: "Garansi toko" })).toMatchObject({
      warranty_name: "Garansi toko",
    });
  });
});
