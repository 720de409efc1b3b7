import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchBox } from "./SearchBox";

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByPlaceholderText("Cari servis, produk, dan lainnya...") as HTMLInputElement;
}

const url = () => screen.getByTestId("url").textContent;

describe("header SearchBox", () => {
  it("searches products with the trimmed text", () => {
    const input = renderAt("/");
    fireEvent.change(input, { target: { value: "  lcd oppo a5s  " } });
    fireEvent.submit(input.form!);
    expect(url()).toBe("/products?q=lcd+oppo+a5s");
  });

  it("opens all products when submitted empty", () => {
    const input = renderAt("/news");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input.form!);
    expect(url()).toBe("/products");
  });

  it("shows the current search while on /products", () => {
    const input = renderAt("/products?q=baterai&category=Sparepart");
    expect(input.value).toBe("baterai");
  });
});
