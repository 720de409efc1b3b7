import { expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { readEscPos } from "@konter/ui-kit/test/escpos";
import type { Call } from "./fetchMock";
import { json } from "./fetchMock";

/** The LAN printer "Kasir Depan" (id 5) a device prints on in the tests. */
export const lanPrinterRecord = {
  id: 5,
  name: "Kasir Depan",
  host: "192.168.1.50",
  port: 9100,
  paper: "58mm",
  drawer: true,
  qr_image: false,
  created_at: "2026-11-22T03:00:00Z",
  updated_at: "2026-11-22T03:00:00Z",
};

/** The routes that read printer 5 and take its print jobs, for mockFetch. */
export function lanPrinterRoutes(qrImage = false) {
  return {
    "GET /api/printers/5": () => json({ ...lanPrinterRecord, qr_image: qrImage }),
    "POST /api/printers/5/jobs": () => new Response(null, { status: 204 }),
  };
}

/** The paper of the first job sent to the LAN printer, decoded, once it has been sent. */
export async function printedJob(calls: Call[]) {
  await waitFor(() =>
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/jobs"))).toBe(true),
  );
  const { data } = calls.find((c) => c.method === "POST" && c.url.endsWith("/jobs"))!.body as {
    data: string;
  };
  return readEscPos(Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0)));
}
