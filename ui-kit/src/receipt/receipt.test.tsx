import { afterEach, describe, expect, it, vi } from "vitest";
import { WithQrDrawer } from "../test/qrDrawer";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { formatReceiptDate, formatReceiptDay } from "./date";
import { downloadReceiptPng, pngFileName } from "./download";
import { ServiceReceipt, TRACKING_CAPTION, serviceReceiptFileName } from "./ServiceReceipt";
import { serviceReceiptDoc, servicePrintDoc, type ServiceReceiptProps } from "./ServiceReceipt";
import { THERMAL_COLUMNS, encodeReceipt, type ThermalPaper } from "./escpos";
import { readEscPos } from "../test/escpos";
import { expectPaperMatchesScreen } from "../test/paperMatchesScreen";
import { shopInfo } from "./shop";
import type { ServiceBillView, ServiceEntryView } from "../service";

vi.mock("html-to-image", () => ({
  toPng: vi.fn(async (node: HTMLElement, options: { pixelRatio?: number; width?: number }) => {
    if (node.dataset.fail) throw new Error("canvas tainted");
    return `data:image/png;base64,ratio${options.pixelRatio}`;
  }),
}));

afterEach(cleanup);

const shop = shopInfo(
  {
    appName: "Konter Maju Jaya",
    contactAddress: "Jl. Merdeka 1",
    contactPhone: "0812",
    timezone: "Asia/Jakarta",
  },
  "Konter",
);

const entry: ServiceEntryView = {
  id: 12,
  date: "2026-11-22T16:30:00Z", // 23:30 in Jakarta
  customer_name: "Budi Santoso",
  customer_phone: "081234567890",
  category: "HP",
  device_type: "Samsung Galaxy A55",
  damage_type: "LCD pecah",
  description: "Layar retak\nsentuh tidak jalan",
  status: "Proses",
  service_info: "Sedang proses",
  imei: "356789012345678",
  accessories: null,
  condition: null,
  warranty_repair: false,
};

const bill: ServiceBillView = {
  service_fee: 150000,
  total_parts_cost: 485000,
  total_amount: 635000,
  paid_amount: 700000,
  change_amount: 65000,
  remaining_amount: 0,
  kasir_name: "Rina Marlina",
  parts: [
    { product_name: "LCD Samsung A55", quantity: 1, sale_price: 450000 },
    { product_name: "Lem B7000", quantity: 2, sale_price: 17500 },
  ],
  voided_at: null,
  void_reason: null,
  voided_by: null,
  void_refund: 0,
};

function canvasThatMeasures() {
  // jsdom has no canvas to measure the digits under the bars with: give it one that answers.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    font: "",
    measureText: () => ({ width: 120 }),
  } as unknown as CanvasRenderingContext2D);
}

describe("service receipt", () => {
  it("gives the customer the device, the bill, the promises and a Code 128 of SVC-{id}", async () => {
    canvasThatMeasures();
    render(<ServiceReceipt entry={entry} bill={bill} copy="customer" shop={shop} />);
    expect(screen.getByText("STRUK SERVICE")).toBeTruthy();
    expect(screen.getByText("Konter Maju Jaya")).toBeTruthy();
    expect(screen.getByText("Telp. 0812")).toBeTruthy();
    expect(screen.getByTestId("receipt-number").textContent).toContain("SVC-12");
    expect(screen.getByTestId("receipt-date").textContent).toContain("22/11/26 23:30");
    expect(screen.getByTestId("receipt-customer").textContent).toContain("Budi Santoso");
    expect(screen.getByText("356789012345678")).toBeTruthy();
    const lines = screen.getAllByTestId("receipt-line");
    expect(lines).toHaveLength(2);
    expect(within(lines[1]).getByText(/2 x Rp\s17\.500/)).toBeTruthy();
    expect(within(lines[1]).getByText(/Rp\s35\.000/)).toBeTruthy();
    expect(screen.getByTestId("receipt-total").textContent).toMatch(/^Total\s*Rp\s635\.000$/);
    expect(screen.getByTestId("receipt-change").textContent).toMatch(/^Kembalian\s*Rp\s65\.000$/);
    expect(screen.queryByTestId("receipt-remaining")).toBeNull();
    expect(screen.getByTestId("receipt-kasir").textContent).toContain("Rina Marlina");
    expect(screen.getByText("Garansi servis 7 hari.")).toBeTruthy();
    expect(screen.getByText(/lebih dari 1 bulan setelah servis diumumkan selesai/)).toBeTruthy();
    expect(screen.queryByText("Catatan Teknisi:")).toBeNull();
    const barcode = screen.getByRole("img", { name: "Barcode SVC-12" });
    await waitFor(() => expect(barcode.getAttribute("data-drawn")).toBe("true"));
    expect(barcode.querySelectorAll("rect").length).toBeGreaterThan(10);
  });

  it("prints each payment by its method, then what is still owed on an instalment", () => {
    render(
      <ServiceReceipt
        entry={entry}
        bill={{
          ...bill,
          paid_amount: 200000,
          change_amount: 0,
          remaining_amount: 435000,
          payments: [
            {
              method: "ewallet",
              amount: 150000,
              reference: "DANA-77",
              change_amount: 0,
              created_at: "2026-11-22T10:00:00Z",
            },
            {
              method: "tunai",
              amount: 50000,
              reference: null,
              change_amount: 0,
              created_at: "2026-11-22T10:00:00Z",
            },
          ],
        }}
        copy="customer"
        shop={shop}
      />,
    );
    expect(screen.getByTestId("receipt-payment-ewallet").textContent).toMatch(
      /^E-Wallet \(DANA-77\)\s*Rp\s150\.000$/,
    );
    expect(screen.getByTestId("receipt-payment-tunai").textContent).toMatch(/Rp\s50\.000/);
    expect(screen.getByTestId("receipt-paid").textContent).toMatch(
      /^Total Dibayar\s*Rp\s200\.000$/,
    );
    expect(screen.getByTestId("receipt-remaining").textContent).toMatch(
      /^Sisa \(Cicilan\)\s*Rp\s435\.000$/,
    );
    expect(screen.queryByTestId("receipt-change")).toBeNull();
  });

  it("prints a card payment as the card, never as cash", () => {
    render(
      <ServiceReceipt
        entry={entry}
        bill={{
          ...bill,
          paid_amount: 635000,
          change_amount: 0,
          payments: [
            {
              method: "debit",
              amount: 635000,
              reference: null,
              change_amount: 0,
              created_at: "2026-11-22T10:00:00Z",
            },
          ],
        }}
        copy="customer"
        shop={shop}
      />,
    );
    expect(screen.getByTestId("receipt-payment-debit").textContent).toMatch(
      /^Kartu Debit\s*Rp\s635\.000$/,
    );
    expect(screen.queryByText(/Tunai/)).toBeNull();
    // One payment is the whole of it: no second line that reads as paying twice.
    expect(screen.queryByTestId("receipt-paid")).toBeNull();
    expect(screen.getByTestId("receipt-change").textContent).toMatch(/Rp\s0$/);
  });

  it("gives the technician the work sheet: status info and lines for notes, no money", () => {
    render(
      <ServiceReceipt
        entry={entry}
        bill={bill}
        copy="technician"
        shop={shop}
        tracking="https://konter.test/tracking/abc"
      />,
    );
    expect(screen.getByText("LEMBAR KERJA TEKNISI")).toBeTruthy();
    expect(screen.getByText("Catatan Teknisi:")).toBeTruthy();
    expect(screen.getByText("Sedang proses")).toBeTruthy();
    expect(screen.queryByTestId("receipt-total")).toBeNull();
    expect(document.body.textContent).not.toMatch(/Rp/);
    expect(screen.queryByText(TRACKING_CAPTION)).toBeNull();
    expect(document.querySelector(".receipt")?.getAttribute("data-copy")).toBe("technician");
  });

  it("shows the entry before payment without a bill, and the shop's fallback name", () => {
    render(
      <ServiceReceipt
        entry={entry}
        bill={null}
        copy="customer"
        shop={shopInfo(undefined, "Konter")}
        tracking="https://konter.test/tracking/abc"
      />,
    );
    expect(screen.getByText("Konter")).toBeTruthy();
    expect(screen.queryByTestId("receipt-total")).toBeNull();
    expect(screen.getByText(TRACKING_CAPTION)).toBeTruthy();
    expect(serviceReceiptFileName(12, "technician")).toBe("tanda-terima-service-12-technician");
  });
});

describe("receipt dates", () => {
  it("prints dd/MM/yy HH:mm on the shop's clock", () => {
    expect(formatReceiptDate("2026-11-22T16:30:00Z")).toBe("22/11/26 23:30");
    expect(formatReceiptDate("2026-11-22T17:30:00Z")).toBe("23/11/26 00:30");
    expect(formatReceiptDate("2026-11-22T17:30:00Z", "Asia/Makassar")).toBe("23/11/26 01:30");
    expect(formatReceiptDate("2026-11-22T17:30:00Z", "Not/AZone")).toBe("23/11/26 00:30");
    expect(formatReceiptDate("2026-11-22T17:30:00Z", "")).toBe("23/11/26 00:30");
    expect(formatReceiptDate("")).toBe("");
    expect(formatReceiptDate("kemarin")).toBe("");
  });

  it("prints a warranty's last day as dd/MM/yyyy", () => {
    expect(formatReceiptDay("2026-11-29")).toBe("29/11/2026");
    expect(formatReceiptDay(undefined)).toBe("");
    expect(formatReceiptDay("29-11-2026")).toBe("");
  });
});

describe("download", () => {
  it("draws a PNG at pixel ratio 3 and names it after the document", async () => {
    const node = document.createElement("div");
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    expect(await downloadReceiptPng(node, "tanda-terima-service-12-customer")).toEqual({
      ok: true,
      message: "Struk berhasil diunduh!",
    });
    expect(clicked).toEqual(["tanda-terima-service-12-customer.png data:image/png;base64,ratio3"]);
  });

  it("reports a missing receipt and a failed drawing with the spec's texts", async () => {
    expect(await downloadReceiptPng(null, "x")).toEqual({
      ok: false,
      message: "Gagal mengunduh struk. Konten tidak ditemukan.",
    });
    const node = document.createElement("div");
    node.dataset.fail = "1";
    expect(await downloadReceiptPng(node, "x")).toEqual({
      ok: false,
      message: "Gagal mengunduh struk.",
    });
  });

  it("makes safe file names", () => {
    expect(pngFileName("struk TRX/1")).toBe("struk-TRX-1.png");
    expect(pngFileName("tanda-terima-service-3-customer.png")).toBe(
      "tanda-terima-service-3-customer.png",
    );
    expect(pngFileName("")).toBe("struk.png");
  });
});

describe("the service receipt on a thermal printer", () => {
  const tracking = "https://konter.test/tracking/Zq8xT3";
  const cashBill: ServiceBillView = {
    ...bill,
    payments: [
      {
        method: "tunai",
        amount: 700000,
        change_amount: 65000,
        created_at: "2026-11-22T16:30:00Z",
        reference: null,
      },
    ],
  };

  /** The screen as the back office draws it (its QR drawer), and the paper for the same receipt. */
  function printBoth(props: ServiceReceiptProps, paper: ThermalPaper) {
    canvasThatMeasures();
    const { container, unmount } = render(
      <WithQrDrawer>
        <ServiceReceipt {...props} />
      </WithQrDrawer>,
    );
    const printed = readEscPos(encodeReceipt(serviceReceiptDoc(props), { paper, drawer: true }));
    expectPaperMatchesScreen(printed, container.querySelector(".receipt")!, THERMAL_COLUMNS[paper]);
    unmount();
    return printed;
  }

  it.each(["58mm", "80mm"] as const)(
    "prints the bill the screen shows with the tracking link as the printer's QR code, and opens the drawer for cash (%s)",
    (paper) => {
      const printed = printBoth({ entry, bill: cashBill, copy: "customer", shop, tracking }, paper);
      expect(printed.qr).toEqual([tracking]);
      expect(printed.lines.map((l) => l.trim()).join(" ")).toContain(TRACKING_CAPTION);
      expect(printed).toMatchObject({ kicks: 1, cuts: 1, barcodes: ["SVC-12"] });
    },
  );

  it.each(["58mm", "80mm"] as const)(
    "prints the intake and the technician's sheet without money, QR or drawer (%s)",
    (paper) => {
      const intake = printBoth({ entry, bill: null, copy: "customer", shop, tracking }, paper);
      expect(intake.lines.join("\n")).toContain("TANDA TERIMA SERVICE");
      expect(intake).toMatchObject({ kicks: 0, qr: [tracking] });
      const sheet = printBoth({ entry, bill: cashBill, copy: "technician", shop, tracking }, paper);
      expect(sheet.lines.join("\n")).toContain("LEMBAR KERJA TEKNISI");
      expect(sheet.lines.join("\n")).not.toMatch(/Rp/);
      expect(sheet).toMatchObject({ kicks: 0, qr: [] });
    },
  );

  it("stamps BATAL on a voided bill's reprint", () => {
    const voided = {
      ...cashBill,
      voided_at: "2026-11-23T02:00:00Z",
      void_reason: "Salah input",
      voided_by: "Admin",
      void_refund: 635000,
    };
    const printed = printBoth({ entry, bill: voided, copy: "customer", shop, tracking }, "58mm");
    expect(printed.lines.map((l) => l.trim())).toContain("BATAL");
  });

  it.each(["58mm", "80mm"] as const)(
    "prints an intake as two papers, the customer's then the bench copy marked, and a bill as one (%s)",
    (paper) => {
      const intake = readEscPos(
        encodeReceipt(servicePrintDoc({ entry, bill: null, copy: "customer", shop, tracking }), {
          paper,
          drawer: true,
        }),
      );
      const texts = intake.events
        .filter((e) => e.type === "cut" || (e.type === "line" && e.text.trim()))
        .map((e) => (e.type === "line" ? e.text.trim() : "✂"));
      const [customer, bench] = texts.join("\n").split("✂");
      expect(customer).toContain("TANDA TERIMA SERVICE");
      expect(customer).not.toContain("SALINAN BENGKEL");
      expect(bench).toContain("LEMBAR KERJA TEKNISI");
      expect(bench).toContain("SALINAN BENGKEL");
      expect(intake).toMatchObject({
        cuts: 2,
        qr: [tracking],
        kicks: 0,
        barcodes: ["SVC-12", "SVC-12"],
      });
      const billed = readEscPos(
        encodeReceipt(
          servicePrintDoc({ entry, bill: cashBill, copy: "customer", shop, tracking }),
          {
            paper,
            drawer: true,
          },
        ),
      );
      expect(billed.cuts).toBe(1);
    },
  );
});
