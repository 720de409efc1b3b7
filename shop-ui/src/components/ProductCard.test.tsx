import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeProduct } from "../test/http";
import { ProductCard } from "./ProductCard";

const renderCard = (product = makeProduct(), onAddToCart?: () => void) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );

describe("ProductCard", () => {
  it("shows name, category and the retail price in rupiah, linking to the product page", () => {
    renderCard(
      makeProduct({
        id: 42,
        name: "Charger Samsung 25W",
        category: "Aksesoris",
        retail_price: 1250000,
      }),
    );
    expect(screen.getByRole("heading", { name: "Charger Samsung 25W" })).toBeTruthy();
    expect(screen.getByText("Aksesoris")).toBeTruthy();
    // Intl joins "Rp" and the number with a no-break space (U+00A0) so a price never wraps.
    expect(screen.getByText("Rp 1.250.000").textContent).toBe("Rp\u00a01.250.000");
    expect(screen.getByRole("link", { name: "Charger Samsung 25W" }).getAttribute("href")).toBe(
      "/products/42",
    );
  });

  it("offers 'Tambah ke Keranjang' while in stock", () => {
    const onAdd = vi.fn();
    const product = makeProduct({ stock: 1 });
    renderCard(product, onAdd);
    const button = screen.getByRole("button", { name: "Tambah ke Keranjang" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith(product);
  });

  it.each([0, -2])("disables the button and labels it 'Stok Habis' at stock %i", (stock) => {
    renderCard(makeProduct({ stock }));
    const button = screen.getByRole("button", { name: "Stok Habis" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Tambah ke Keranjang" })).toBeNull();
  });

  it("shows the photo, or 'No Image' when the product has none", () => {
    const { unmount } = renderCard(
      makeProduct({ name: "Casing iPhone", image_url: "/files/product-images/a.jpg" }),
    );
    expect(screen.getByAltText("Casing iPhone").getAttribute("src")).toBe(
      "/files/product-images/a.jpg",
    );
    unmount();
    renderCard(makeProduct({ name: "Kabel Data", image_url: null }));
    expect(screen.getByText("No Image")).toBeTruthy();
  });

  it("falls back to 'No Image' when the photo fails to load", () => {
    renderCard(makeProduct({ name: "Kabel Data", image_url: "/files/product-images/missing.jpg" }));
    fireEvent.error(screen.getByAltText("Kabel Data"));
    expect(screen.getByText("No Image")).toBeTruthy();
  });
});
