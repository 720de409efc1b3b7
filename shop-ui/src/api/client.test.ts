import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "../test/http";
import {
  ApiError,
  apiRequest,
  api,
  buildQuery,
  fieldErrors,
  NETWORK_ERROR_MESSAGE,
} from "./client";
import { getProduct, listProducts } from "./products";

describe("apiRequest", () => {
  it("returns the parsed JSON of a successful answer", async () => {
    mockFetch(() => jsonResponse({ items: ["Aksesoris", "HP"], total: 2 }));
    await expect(apiRequest("/api/products/categories")).resolves.toEqual({
      items: ["Aksesoris", "HP"],
      total: 2,
    });
  });

  it("throws an error whose message is the problem's detail, for the user to read", async () => {
    mockFetch(() =>
      jsonResponse({ title: "Not Found", status: 404, detail: "Produk tidak ditemukan." }, 404),
    );
    const error = await getProduct(999).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe("Produk tidak ditemukan.");
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).isNotFound).toBe(true);
  });

  it("sends a FormData as multipart, leaving the Content-Type (with its boundary) to the browser", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append("file", new File(["x"], "a.png", { type: "image/png" }));
    await api.post("/api/me/avatar", form);
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("maps the field errors of a 422 by field name", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          status: 422,
          detail: "Data yang dikirim tidak valid.",
          errors: [
            { message: "alamat email tidak valid: x", location: "body.email" },
            { message: "Nama Lengkap wajib diisi.", location: "full_name" },
          ],
        },
        422,
      ),
    );
    const error = await api.post("/api/auth/signup", {}).catch((err: unknown) => err);
    expect(fieldErrors(error)).toEqual({
      email: "alamat email tidak valid: x",
      full_name: "Nama Lengkap wajib diisi.",
    });
    expect(fieldErrors(new Error("x"))).toEqual({});
  });

  it("keeps field errors of a 422 for forms to show", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          title: "Unprocessable Entity",
          status: 422,
          detail: "Ulasan tidak boleh kosong.",
          errors: [{ message: "Ulasan tidak boleh kosong.", location: "body.comment" }],
        },
        422,
      ),
    );
    const error = (await api
      .post("/api/reviews", { comment: " " })
      .catch((err: unknown) => err)) as ApiError;
    expect(error.message).toBe("Ulasan tidak boleh kosong.");
    expect(error.problem?.errors?.[0].location).toBe("body.comment");
  });

  it("falls back to the title when a problem has no detail", async () => {
    mockFetch(() => jsonResponse({ title: "Forbidden", status: 403 }, 403));
    await expect(apiRequest("/api/x")).rejects.toThrow("Forbidden");
  });

  it("still throws a readable error when the body is not JSON (e.g. a proxy error page)", async () => {
    mockFetch(
      () => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const error = (await apiRequest("/api/products").catch((err: unknown) => err)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe("Terjadi kesalahan pada server (502 Bad Gateway).");
  });

  it('reports an unreachable server in Indonesian instead of "Failed to fetch"', async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = (await apiRequest("/api/products").catch((err: unknown) => err)) as ApiError;
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });

  it("lets an aborted request reject as an AbortError, not as a server error", async () => {
    mockFetch(() => Promise.reject(new DOMException("The operation was aborted.", "AbortError")));
    const error = await apiRequest("/api/products").catch((err: unknown) => err);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe("AbortError");
  });

  it("sends the session cookie (same-origin credentials) and asks for JSON", async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await apiRequest("/api/me");
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe("same-origin");
    expect(new Headers(init.headers).get("Accept")).toContain("application/json");
  });

  it("sends a body as JSON", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 1 }, 201));
    await api.post("/api/orders", { items: [{ product_id: 3, quantity: 2 }] });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ items: [{ product_id: 3, quantity: 2 }] });
  });

  it("accepts an empty answer (204 No Content)", async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete("/api/cart")).resolves.toBeUndefined();
  });
});

describe("buildQuery", () => {
  it("leaves out empty filters so the server applies its defaults", () => {
    expect(buildQuery({ q: "", category: undefined, sort: "name", page: 1, x: null })).toBe(
      "?sort=name&page=1",
    );
    expect(buildQuery({})).toBe("");
  });

  it("encodes text such as spaces and ampersands", () => {
    expect(buildQuery({ q: "case & kabel", category: "HP Bekas" })).toBe(
      "?q=case+%26+kabel&category=HP+Bekas",
    );
  });
});

describe("listProducts", () => {
  it("asks GET /api/products with the given filters", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [], total: 0 }));
    await listProducts({ q: "charger", sort: "-retail_price", page: 2, per_page: 20 });
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      "/api/products?q=charger&sort=-retail_price&page=2&per_page=20",
    );
  });
});
