import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import LabelSheet from "./labels";
import type { Product } from "../../interfaces";
import { resetSessionCache } from "../../providers/session";
import { json, mockFetch } from "../../test/fetchMock";
import { renderAt, session, warmUp } from "../../test/app";
import { isValidEan13 } from "../../lib/ean13";
import { product as productFixture } from "../../test/fixtures";

warmUp(() => import("./list"));

function product(id: number, name: string, barcode: string, retail_price: number): Product {
  return productFixture({
    id,
    name,
    barcode,
    retail_price,
    stock: 5,
    buy_price: 0,
    reseller_price: 0,
  });
}

const products = [
  product(1, "Charger Type-C 20W", "2001234567893", 85000),
  product(2, "LCD Samsung A10", "8991234567891", 1250000),
  // An old code that is not an EAN-13: printed as Code 128.
  product(3, "Kabel Data Lama", "KBL-0001", 15000),
];

// jsdom has no canvas; the barcode library measures its caption text with one.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    font: "",
    measureText: (text: string) => ({ width: text.length * 9 }),
  } as unknown as CanvasRenderingContext2D);
});

const barcodes = () => screen.getAllByRole("img", { name: /^Barcode / });

describe("label sheet", () => {
  it("prints one label per selected product with its name, rupiah price and a drawn barcode", async () => {
    render(<LabelSheet products={products} onClose={() => undefined} />);

    expect(screen.getAllByTestId("label")).toHaveLength(3);
    expect(barcodes().map((b) => b.getAttribute("aria-label"))).toEqual([
      "Barcode 2001234567893",
      "Barcode 8991234567891",
      "Barcode KBL-0001",
    ]);
    // The bars are really drawn, for the EAN-13 codes and the Code 128 one alike.
    await waitFor(() =>
      barcodes().forEach((svg) => expect(svg.querySelectorAll("rect").length).toBeGreaterThan(10)),
    );
    const first = screen.getAllByTestId("label")[0];
    expect(within(first).getByText("Charger Type-C 20W")).toBeTruthy();
    expect(within(first).getByText("Rp 85.000")).toBeTruthy();
  });

  it("repeats each label for the chosen number of copies", () => {
    render(<LabelSheet products={products.slice(0, 2)} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Jumlah label per barang"), { target: { value: "3" } });
    fireEvent.blur(screen.getByLabelText("Jumlah label per barang"));
    expect(barcodes()).toHaveLength(6);
    expect(screen.getByText("Cetak Label (6 label)")).toBeTruthy();
  });

  it("switches the page to one 50×30 mm label per page for a label printer", () => {
    const { baseElement } = render(<LabelSheet products={products} onClose={() => undefined} />);
    const sheet = baseElement.querySelector(".label-sheet")!;
    expect(sheet.getAttribute("data-layout")).toBe("a4");
    expect(sheet.querySelector("style")?.textContent).toContain("size: A4");
    fireEvent.click(screen.getByText("Printer label 50×30 mm"));
    expect(sheet.getAttribute("data-layout")).toBe("roll");
    expect(sheet.querySelector("style")?.textContent).toContain("size: 50mm 30mm");
  });
});

describe("from the stock page", () => {
  beforeEach(() => resetSessionCache());

  it("opens the sheet for the ticked rows only", async () => {
    mockFetch({
      "GET /api/auth/me": () => json(session("Kasir")),
      "GET /api/products": () => json({ items: products, total: 3 }),
    });
    renderAt("/dashboard/stock");
    const row = (name: string) => screen.getByText(name).closest("tr")!;
    await screen.findByText("LCD Samsung A10");
    expect(screen.queryByRole("button", { name: /Cetak Label/ })).toBeNull();

    fireEvent.click(within(row("Charger Type-C 20W")).getByRole("checkbox"));
    fireEvent.click(within(row("Kabel Data Lama")).getByRole("checkbox"));
    expect(screen.getByText("2 barang dipilih")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Cetak Label/ }));

    const sheet = await screen.findByRole("dialog", { name: "Cetak Label" });
    expect(
      within(sheet)
        .getAllByRole("img", { name: /^Barcode / })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Barcode 2001234567893", "Barcode KBL-0001"]);
  });
});

describe("isValidEan13", () => {
  it.each([
    ["2001234567893", true],
    ["8991234567891", true],
    ["2001234567894", false],
    ["200123456789", false],
    ["KBL-0001", false],
  ])("%s → %s", (code, valid) => expect(isValidEan13(code)).toBe(valid));
});
