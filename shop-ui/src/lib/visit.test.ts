import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, requestedPaths } from "../test/http";
import { countVisitOnce, VISIT_FLAG } from "./visit";

describe("countVisitOnce", () => {
  it("counts one visit per browser session", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === "/api/visits" && init?.method === "POST")
        return new Response(null, { status: 204 });
    });
    countVisitOnce();
    countVisitOnce();
    countVisitOnce();
    await waitFor(() => expect(requestedPaths(fetchMock)).toEqual(["/api/visits"]));
    expect(window.sessionStorage.getItem(VISIT_FLAG)).toBe("1");
  });

  it("tries again on the next page load when the count failed", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ status: 503, detail: "x" }, 503));
    countVisitOnce();
    await waitFor(() => expect(window.sessionStorage.getItem(VISIT_FLAG)).toBeNull());
    countVisitOnce();
    expect(requestedPaths(fetchMock)).toEqual(["/api/visits", "/api/visits"]);
  });
});
