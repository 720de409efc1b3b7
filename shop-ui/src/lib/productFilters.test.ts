import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRODUCT_FILTERS,
  pageCount,
  parseProductFilters,
  productFiltersToSearchParams,
  productListParams,
  productsPath,
  updateProductFilters,
} from "./productFilters";
import { buildQuery } from "../api/client";

const parse = (search: string) => parseProductFilters(new URLSearchParams(search));

describe("parseProductFilters (URL → filters)", () => {
  it("shows every product by name A-Z on a bare /products", () => {
    expect(parse("")).toEqual({ q: "", category: "", sort: "name", page: 1 });
  });

  it("preselects the category and search from the link (e.g. the header search or the Produk menu)", () => {
    expect(parse("?q=iphone&category=HP%20Bekas")).toEqual({
      q: "iphone",
      category: "HP Bekas",
      sort: "name",
      page: 1,
    });
  });

  it("reads the four sort orders", () => {
    expect(parse("?sort=name").sort).toBe("name");
    expect(parse("?sort=-name").sort).toBe("-name");
    expect(parse("?sort=retail_price").sort).toBe("retail_price");
    expect(parse("?sort=-retail_price").sort).toBe("-retail_price");
  });

  it("ignores a hand-edited or outdated URL instead of breaking the page", () => {
    expect(parse("?sort=price_desc").sort).toBe("name");
    expect(parse("?page=0").page).toBe(1);
    expect(parse("?page=-3").page).toBe(1);
    expect(parse("?page=abc").page).toBe(1);
    expect(parse("?page=2.5").page).toBe(1);
    expect(parse("?page=3").page).toBe(3);
  });

  it("trims the search text", () => {
    expect(parse("?q=%20%20casan%20").q).toBe("casan");
    expect(parse("?q=%20%20").q).toBe("");
  });
});

describe("productFiltersToSearchParams (filters → URL)", () => {
  it("keeps URLs short by leaving defaults out", () => {
    expect(productFiltersToSearchParams(DEFAULT_PRODUCT_FILTERS).toString()).toBe("");
    expect(
      productFiltersToSearchParams({
        ...DEFAULT_PRODUCT_FILTERS,
        sort: "-retail_price",
        page: 2,
      }).toString(),
    ).toBe("sort=-retail_price&page=2");
  });

  it("round-trips: what is written to the URL reads back the same", () => {
    const filters = {
      q: "tempered glass",
      category: "Aksesoris",
      sort: "retail_price" as const,
      page: 4,
    };
    expect(parseProductFilters(productFiltersToSearchParams(filters))).toEqual(filters);
  });
});

describe("productsPath", () => {
  it("links to /products, optionally filtered", () => {
    expect(productsPath()).toBe("/products");
    expect(productsPath({ q: "  " })).toBe("/products");
    expect(productsPath({ q: " samsung a15 " })).toBe("/products?q=samsung+a15");
    expect(productsPath({ category: "Sparepart & LCD" })).toBe(
      "/products?category=Sparepart+%26+LCD",
    );
  });
});

describe("updateProductFilters", () => {
  const onPage3 = { q: "case", category: "Aksesoris", sort: "name" as const, page: 3 };

  it("goes back to page 1 when the search, category or sort changes", () => {
    expect(updateProductFilters(onPage3, { q: "kabel" }).page).toBe(1);
    expect(updateProductFilters(onPage3, { category: "" }).page).toBe(1);
    expect(updateProductFilters(onPage3, { sort: "-retail_price" }).page).toBe(1);
  });

  it("keeps the page when nothing that changes the list changed", () => {
    expect(updateProductFilters(onPage3, { q: " case " })).toEqual(onPage3);
    expect(updateProductFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe("productListParams (filters → API query)", () => {
  it("asks the API for the filtered page", () => {
    const params = productListParams({
      q: "lcd",
      category: "Sparepart",
      sort: "-retail_price",
      page: 2,
    });
    expect(buildQuery({ ...params })).toBe(
      "?q=lcd&category=Sparepart&sort=-retail_price&page=2&per_page=20",
    );
  });

  it("sends no empty search or category", () => {
    expect(buildQuery({ ...productListParams(DEFAULT_PRODUCT_FILTERS) })).toBe(
      "?sort=name&page=1&per_page=20",
    );
  });
});

describe("pageCount", () => {
  it("counts pages of 20", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });
});
