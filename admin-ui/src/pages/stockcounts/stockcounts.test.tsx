import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { resetSessionCache } from "../../providers/session";
import { lanPrinterRoutes, printedJob } from "../../test/lanPrinter";
import { json, mockFetch, problem, type Call } from "../../test/fetchMock";
import { findDialog, location, renderAt, session, toastTexts, warmUp } from "../../test/app";
import { expectPaperMatchesScreen } from "@konter/ui-kit/test/paperMatchesScreen";
import { DEFAULT_DEVICE_PRINTER, saveDevicePrinter } from "../../printing/devicePrinter";
import type { StockCount, StockCountLine } from "./types";

warmUp(
  () => import("./list"),
  () => import("./show"),
);
beforeEach(() => resetSessionCache());

const glass: StockCountLine = {
  id: 1,
  product_id: 32,
  product_name: "Tempered Glass",
  barcode: "TG-1",
  category: "Aksesoris",
  tracked: false,
  expected: 10,
  counted: null,
  stock: 8,
  moved: null,
  cost: null,
  value: null,
  count_id: 4,
};
const phone: StockCountLine = {
  id: 2,
  product_id: 7,
  product_name: "Redmi Note 13",
  barcode: "HP-7",
  category: "HP",
  tracked: true,
  expected: 2,
  counted: 1,
  stock: 2,
  moved: null,
  cost: null,
  value: null,
  count_id: 4,
};
const count: StockCount = {
  id: 4,
  number: "OPN-20261126-000004",
  outlet_id: 1,
  status: "open",
  categories: ["Aksesoris", "HP"],
  note: "Akhir bulan",
  started_by: 2,
  started_by_name: "Rina",
  started_at: "2026-11-26T03:00:00Z",
  closed_at: null,
  closed_by: null,
  lines: [glass, phone],
  units: [
    {
      unit_id: 1,
      product_id: 7,
      count_id: 4,
      expected: true,
      found: true,
      imei: "490154203237518",
      serial: null,
      status: "in_stock",
      moved: null,
    },
    {
      unit_id: 2,
      product_id: 7,
      count_id: 4,
      expected: true,
      found: false,
      imei: "356938035643809",
      serial: null,
      status: "in_stock",
      moved: null,
    },
  ],
};

function serve(role: "Admin" | "Kasir", extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/auth/me": () => json(session(role)),
    "GET /api/stock-counts": () => json({ items: [count], total: 1 }),
    "GET /api/stock-counts/4": () => json(count),
    "GET /api/categories": () => json({ items: ["Aksesoris", "HP"], total: 2 }),
    ...extra,
  });
}

const scanBox = () => screen.findByLabelText("Pindai barcode atau IMEI");

describe("stock opname", () => {
  it("lists the counts and starts one of the whole shop, opening its sheet", async () => {
    const { calls } = serve("Kasir", {
      "POST /api/stock-counts": () => json({ ...count, id: 5, number: "OPN-20261126-000005" }, 201),
      "GET /api/stock-counts/5": () => json({ ...count, id: 5, number: "OPN-20261126-000005" }),
    });
    renderAt("/dashboard/data/stock-opname");
    const row = (await screen.findByText("OPN-20261126-000004")).closest("tr")!;
    expect(row.textContent).toMatch(/Aksesoris, HP.*Sedang dihitung.*Rina.*Akhir bulan/);
    fireEvent.click(screen.getByRole("button", { name: /Mulai Stock Opname/ }));
    const dialog = await findDialog("Mulai Stock Opname");
    fireEvent.change(within(dialog).getByLabelText("Catatan"), {
      target: { value: " Opname Desember " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mulai" }));
    await waitFor(() => expect(location()).toBe("/dashboard/data/stock-opname/5"));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      categories: [],
      note: "Opname Desember",
    });
  });

  it("takes a burst of scans in order, counts by typing, and shows the differences", async () => {
    const answer = (line: StockCountLine) => json({ line, again: false });
    const scans: string[] = [];
    const slow = (call: Call) =>
      new Promise<Response>((resolve) => {
        const { code } = call.body as { code: string };
        scans.push(code);
        setTimeout(
          () =>
            resolve(
              code === "XX"
                ? problem(404, 'Barang "XX" tidak ditemukan.')
                : answer({ ...glass, counted: scans.length }),
            ),
          30,
        );
      });
    const { calls } = serve("Kasir", {
      "POST /api/stock-counts/4/scans": slow,
      "PUT /api/stock-counts/4/lines/32": () => json({ ...glass, counted: 9 }),
    });
    renderAt("/dashboard/data/stock-opname/4");
    const box = await scanBox();
    for (const code of ["TG-1", "XX", "TG-1"]) {
      fireEvent.change(box, { target: { value: code } });
      fireEvent.keyDown(box, { key: "Enter", code: "Enter" });
      expect((box as HTMLInputElement).value).toBe("");
    }
    await waitFor(() => expect(scans).toEqual(["TG-1", "XX", "TG-1"]));
    await waitFor(() =>
      expect(toastTexts()).toContain('Gagal menghitung: Barang "XX" tidak ditemukan.'),
    );
    await waitFor(() =>
      expect(screen.getByTestId("last-scan").textContent).toBe("Tempered Glass: 3 dihitung."),
    );
    expect(screen.queryByRole("button", { name: /Posting/ })).toBeNull();

    // The row shows the scans' count before it is typed over (a refetch arriving after the
    // typing would put the 3 back before the field is left).
    await waitFor(() =>
      expect(
        (screen.getByLabelText("Jumlah dihitung Tempered Glass") as HTMLInputElement).value,
      ).toBe("3"),
    );
    const typed = screen.getByLabelText("Jumlah dihitung Tempered Glass");
    fireEvent.change(typed, { target: { value: "9" } });
    fireEvent.blur(typed);
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ counted: 9 });
    const glassRow = screen.getByText("Tempered Glass").closest("tr")!;
    await waitFor(() => expect(glassRow.textContent).toContain("+1"));
    // One phone not found: the Selisih filter shows the phone and the glass.
    fireEvent.click(screen.getByText("Selisih (2)"));
    const phoneRow = screen.getByText("Redmi Note 13").closest("tr")!;
    fireEvent.click(within(phoneRow).getByRole("button", { name: /expand|Perluas|Buka/i }));
    expect(await screen.findByText("Belum ditemukan")).toBeTruthy();
    expect(screen.getByText("356938035643809")).toBeTruthy();
  });

  it("lets the Admin post the count after saying what it moves", async () => {
    const { calls } = serve("Admin", {
      "POST /api/stock-counts/4/post": () => json({ ...count, status: "posted" }),
    });
    renderAt("/dashboard/data/stock-opname/4");
    fireEvent.click(await screen.findByRole("button", { name: /Posting/ }));
    const confirm = await findDialog("Posting OPN-20261126-000004?");
    expect(confirm.textContent).toContain(
      "1 barang berselisih masuk buku stok dengan alasan opname. 1 barang belum dihitung dan tidak diubah.",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Posting" }));
    await waitFor(() => expect(toastTexts()).toContain("Stock opname diposting."));
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/post"))).toBe(true);
  });

  it("shows what a posted count moved, though the stock now includes it", async () => {
    const posted: StockCount = {
      ...count,
      status: "posted",
      lines: [
        { ...glass, counted: 7, stock: 7, moved: -1, cost: 5000, value: -5000 },
        { ...phone, counted: 1, stock: 1, moved: -1, cost: 1500000, value: -1500000 },
      ],
      value: { shortfall: 1505000, surplus: 0, net: -1505000 },
      units: count.units!.map((u) => (u.found ? u : { ...u, status: "missing", moved: -1 })),
    };
    serve("Admin", { "GET /api/stock-counts/4": () => json(posted) });
    renderAt("/dashboard/data/stock-opname/4");
    await screen.findByText("Diposting");
    expect(screen.queryByLabelText("Pindai barcode atau IMEI")).toBeNull();
    expect(screen.queryByRole("button", { name: /Posting/ })).toBeNull();
    fireEvent.click(screen.getByText("Selisih (2)"));
    const glassRow = screen.getByText("Tempered Glass").closest("tr")!;
    expect(glassRow.textContent).toContain("−1");
    // What the differences are worth at cost, line by line and in total.
    expect(glassRow.textContent).toMatch(/-Rp\s5\.000/);
    expect(screen.getByTestId("count-shortfall").textContent).toMatch(/Rp\s1\.505\.000/);
    expect(screen.getByTestId("count-surplus").textContent).toMatch(/Rp\s0/);
    expect(screen.getByTestId("count-net").textContent).toMatch(/-Rp\s1\.505\.000/);
    const phoneRow = screen.getByText("Redmi Note 13").closest("tr")!;
    fireEvent.click(within(phoneRow).getByRole("button", { name: /expand|Perluas|Buka/i }));
    expect(await screen.findByText("Hilang (diposting)")).toBeTruthy();
  });

  it("prints a posted count's result on this device's thermal printer, as the screen shows it", async () => {
    saveDevicePrinter({ ...DEFAULT_DEVICE_PRINTER, printerId: 5, auto: true, copies: 1 });
    const posted: StockCount = {
      ...count,
      status: "posted",
      closed_at: "2026-11-26T09:00:00Z",
      lines: [
        { ...glass, counted: 7, stock: 7, moved: -1, cost: 5000, value: -5000 },
        { ...phone, counted: 1, stock: 1, moved: -1, cost: 1500000, value: -1500000 },
      ],
      value: { shortfall: 1505000, surplus: 0, net: -1505000 },
      units: count.units!.map((u) => (u.found ? u : { ...u, status: "missing", moved: -1 })),
    };
    const { calls } = serve("Admin", {
      "GET /api/stock-counts/4": () => json(posted),
      "GET /api/settings": () => json({ appName: "Konter Maju Jaya" }),
      ...lanPrinterRoutes(),
    });
    renderAt("/dashboard/data/stock-opname/4");
    fireEvent.click(await screen.findByRole("button", { name: /Hasil Struk/ }));
    const dialog = await findDialog("Hasil OPN-20261126-000004");
    const receipt = within(dialog).getByTestId("receipt");
    expect(within(receipt).getByTestId("count-result-changed").textContent).toMatch(/2 barang/);
    expect(within(receipt).getByTestId("count-result-net").textContent).toMatch(/-Rp\s1\.505\.000/);
    fireEvent.click(within(dialog).getByRole("button", { name: /Cetak/ }));
    const paper = await printedJob(calls);
    expectPaperMatchesScreen(paper, receipt, 32);
    expect(paper.lines.join("\n")).toContain("Tidak ditemukan 356938035643809");
    expect(paper).toMatchObject({ kicks: 0, cuts: 1, barcodes: ["OPN-20261126-000004"] });
  });
});
