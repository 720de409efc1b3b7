import { describe, expect, it } from "vitest";
import { dataProvider, listQuery } from "./dataProvider";
import { apiPath } from "./apiPaths";
import { NETWORK_ERROR_MESSAGE, shouldRetry } from "./http";
import { json, mockFetch, problem, query } from "../test/fetchMock";

const product = {
  id: 7,
  name: "Charger Type-C 20W",
  category: "Aksesoris",
  stock: 12,
  retail_price: 85000,
  barcode: "8991234567890",
  image_url: null,
};

describe("getList", () => {
  it("asks for the page, page size, sort and filters and maps {items,total}", async () => {
    const { calls } = mockFetch({
      "GET /api/products": () => json({ items: [product], total: 41 }),
    });

    const result = await dataProvider.getList({
      resource: "products",
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: "retail_price", order: "desc" }],
      filters: [
        { field: "q", operator: "contains", value: "charger" },
        { field: "category", operator: "eq", value: "Aksesoris" },
      ],
    });

    expect(result).toEqual({ data: [product], total: 41 });
    expect(calls).toHaveLength(1);
    expect(calls[0].url.startsWith("/api/products?")).toBe(true);
    expect(query(calls[0].url)).toEqual({
      page: "3",
      per_page: "20",
      sort: "-retail_price",
      q: "charger",
      category: "Aksesoris",
    });
    expect(calls[0].credentials).toBe("same-origin");
  });

  it("sorts ascending without a minus and sends only the first sorter", () => {
    const q = listQuery({
      sorters: [
        { field: "name", order: "asc" },
        { field: "retail_price", order: "desc" },
      ],
    });
    expect(q.get("sort")).toBe("name");
    expect(q.getAll("sort")).toHaveLength(1);
  });

  it("defaults to page 1 of 20 and caps the page size at the server's 100", () => {
    expect(Object.fromEntries(listQuery({}))).toEqual({ page: "1", per_page: "20" });
    const big = listQuery({ pagination: { currentPage: 2, pageSize: 500 } });
    expect(big.get("per_page")).toBe("100");
    expect(big.get("page")).toBe("2");
  });

  it("asks for the largest page when pagination is off", () => {
    const q = listQuery({ pagination: { mode: "off" } });
    expect(q.get("page")).toBe("1");
    expect(q.get("per_page")).toBe("100");
  });

  it("leaves out empty search values and operators the API does not know", () => {
    const q = listQuery({
      filters: [
        { field: "q", operator: "contains", value: "   " },
        { field: "category", operator: "eq", value: undefined },
        { field: "supplier_id", operator: "eq", value: null },
        { field: "stock", operator: "gte", value: 5 },
        { operator: "or", value: [{ field: "name", operator: "eq", value: "x" }] },
      ],
    });
    expect(Object.fromEntries(q)).toEqual({ page: "1", per_page: "20" });
  });

  it("answers an empty page when the server sends no items", async () => {
    mockFetch({ "GET /api/products": () => json({ items: [], total: 0 }) });
    const result = await dataProvider.getList({ resource: "products" });
    expect(result).toEqual({ data: [], total: 0 });
  });
});

describe("single records", () => {
  it("getOne reads /api/{resource}/{id}", async () => {
    const { calls } = mockFetch({ "GET /api/products/7": () => json(product) });
    const { data } = await dataProvider.getOne({ resource: "products", id: 7 });
    expect(data).toEqual(product);
    expect(calls[0].url).toBe("/api/products/7");
  });

  it("create POSTs the JSON body", async () => {
    const { calls } = mockFetch({
      "POST /api/products": ({ body }) => json({ ...(body as object), id: 8 }, 201),
    });
    const { data } = await dataProvider.create({
      resource: "products",
      variables: { name: "Kabel", category: "Aksesoris", barcode: "1234567890123" },
    });
    expect(data).toMatchObject({ id: 8, name: "Kabel" });
    expect(calls[0]).toMatchObject({
      method: "POST",
      body: { name: "Kabel", category: "Aksesoris", barcode: "1234567890123" },
    });
  });

  it("update PUTs to /api/{resource}/{id}", async () => {
    const { calls } = mockFetch({
      "PUT /api/products/7": ({ body }) => json({ ...product, ...(body as object) }),
    });
    const { data } = await dataProvider.update({
      resource: "products",
      id: 7,
      variables: { retail_price: 90000 },
    });
    expect(data).toMatchObject({ id: 7, retail_price: 90000 });
    expect(calls[0]).toMatchObject({ method: "PUT", body: { retail_price: 90000 } });
  });

  it("deleteOne DELETEs and copes with a 204 without a body", async () => {
    const { calls } = mockFetch({
      "DELETE /api/products/7": () => new Response(null, { status: 204 }),
    });
    const { data } = await dataProvider.deleteOne({ resource: "products", id: 7 });
    expect(data).toEqual({ id: 7 });
    expect(calls[0].method).toBe("DELETE");
  });

  it("escapes ids in the path", async () => {
    const { calls } = mockFetch({ "GET /api/products/a%2Fb": () => json(product) });
    await dataProvider.getOne({ resource: "products", id: "a/b" });
    expect(calls[0].url).toBe("/api/products/a%2Fb");
  });
});

describe("errors", () => {
  it("turns a problem into an HttpError whose message is the Indonesian detail", async () => {
    mockFetch({
      "GET /api/products/99": () => problem(404, "Produk tidak ditemukan.", { title: "Not Found" }),
    });
    await expect(dataProvider.getOne({ resource: "products", id: 99 })).rejects.toMatchObject({
      message: "Produk tidak ditemukan.",
      statusCode: 404,
      title: "Not Found",
    });
  });

  it("maps field errors to Refine's errors by field name", async () => {
    mockFetch({
      "POST /api/products": () =>
        problem(422, "Harap isi semua field yang wajib diisi.", {
          errors: [
            { location: "body.name", message: "Nama barang wajib diisi." },
            { location: "body.barcode", message: "Barcode wajib diisi." },
            { location: "body.barcode", message: "Barcode harus 13 digit." },
          ],
        }),
    });
    const error = await dataProvider
      .create({ resource: "products", variables: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: "Harap isi semua field yang wajib diisi.",
      statusCode: 422,
      errors: {
        name: "Nama barang wajib diisi.",
        barcode: ["Barcode wajib diisi.", "Barcode harus 13 digit."],
      },
    });
  });

  it("has no field errors when the problem has none", async () => {
    mockFetch({
      "DELETE /api/products/3": () =>
        problem(
          409,
          "Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus.",
        ),
    });
    const error = await dataProvider.deleteOne({ resource: "products", id: 3 }).catch((e) => e);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(
      "Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus.",
    );
    expect(error.errors).toBeUndefined();
  });

  it("gives an Indonesian message when the answer is not a problem (proxy error page)", async () => {
    mockFetch({
      "GET /api/products": () => new Response("<html>Bad Gateway</html>", { status: 502 }),
    });
    await expect(dataProvider.getList({ resource: "products" })).rejects.toMatchObject({
      statusCode: 502,
      message: "Terjadi kesalahan pada server (502).",
    });
  });

  it("reports an unreachable server", async () => {
    const { spy } = mockFetch({});
    spy.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(dataProvider.getList({ resource: "products" })).rejects.toMatchObject({
      statusCode: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});

describe("resource paths", () => {
  it("maps products to /api/products and others to /api/{name}", () => {
    expect(apiPath("products")).toBe("/api/products");
    expect(apiPath("customers")).toBe("/api/customers");
  });

  it("lists news and ads at their staff paths, drafts and inactive ads included, but writes to the collection", async () => {
    const { calls } = mockFetch({
      "GET /api/news/manage": () => json({ items: [], total: 0 }),
      "PUT /api/news/4": () => json({ id: 4 }),
      "GET /api/ads/manage": () => json({ items: [], total: 0 }),
      "DELETE /api/ads/9": () => json({ warning: "x" }),
    });
    await dataProvider.getList({
      resource: "news",
      filters: [{ field: "status", operator: "eq", value: "draft" }],
    });
    await dataProvider.update({ resource: "news", id: 4, variables: { title: "T" } });
    await dataProvider.getList({ resource: "advertisements" });
    await dataProvider.deleteOne({ resource: "advertisements", id: 9 });
    expect(calls.map((c) => `${c.method} ${c.url.split("?")[0]}`)).toEqual([
      "GET /api/news/manage",
      "PUT /api/news/4",
      "GET /api/ads/manage",
      "DELETE /api/ads/9",
    ]);
    expect(query(calls[0].url).status).toBe("draft");
  });

  it("refuses a resource name that would escape /api", () => {
    expect(() => apiPath("../auth")).toThrow();
  });
});

describe("retries", () => {
  it("does not retry answers that will not change (4xx), retries a 5xx or network error once", () => {
    for (const statusCode of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, { statusCode, message: "x" })).toBe(false);
    }
    expect(shouldRetry(0, { statusCode: 500, message: "x" })).toBe(true);
    expect(shouldRetry(0, { statusCode: 0, message: NETWORK_ERROR_MESSAGE })).toBe(true);
    expect(shouldRetry(1, { statusCode: 503, message: "x" })).toBe(false);
  });
});
