import type { Printout } from "./escpos";

type ScreenLine = { kind: "divider" } | { kind: "row"; label: string; value: string } | string;

const SCREEN_PARTS = [
  ".receipt__shop",
  ".receipt__contact",
  ".receipt__title",
  ".receipt__void",
  ".receipt__divider",
  ".receipt__row",
  ".receipt__item-name",
  ".receipt__text",
  ".receipt__qr-caption",
  ".receipt__notes p",
].join(",");

/** What a receipt on screen says, in order: its text lines, "label … value" rows and dividers. */
export function screenLines(receipt: Element): ScreenLine[] {
  return Array.from(receipt.querySelectorAll(SCREEN_PARTS), (el): ScreenLine => {
    if (el.classList.contains("receipt__divider")) return { kind: "divider" };
    if (el.classList.contains("receipt__row"))
      return {
        kind: "row",
        label: el.querySelector(".receipt__label")?.textContent ?? "",
        value: el.querySelector(".receipt__value")?.textContent ?? "",
      };
    return el.textContent ?? "";
  });
}

const words = (text: string) => text.trim().split(/\s+/).join(" ");

/**
 * Throws unless the printed lines say what the receipt on screen says, in the same order, within
 * the paper's columns: a row fits on one line (label left, value flush right) or gives the label a
 * line and the value the next; text may wrap onto several lines (on spaces, or after a hyphen); a divider is a full-width rule;
 * the barcode carries the number the screen's barcode shows, and the QR code the link the screen's
 * QR code draws. Blank paper lines are spacing.
 */
export function expectPaperMatchesScreen(paper: Printout, receipt: Element, columns: number) {
  const lines = paper.lines.filter((l) => l.trim() !== "");
  let p = 0;
  const fail = (what: string) => {
    throw new Error(`paper line ${p} (${JSON.stringify(lines[p])}) should show ${what}`);
  };
  const wrapped = (text: string) => {
    const want = words(text);
    let got = "";
    while (p < lines.length && got !== want) {
      // A line broken after a hyphen continues the word on the next line.
      got = words(got.endsWith("-") ? got + lines[p].trim() : `${got} ${lines[p]}`);
      if (!want.startsWith(got)) fail(JSON.stringify(want));
      p++;
    }
    if (got !== want) fail(JSON.stringify(want));
  };
  for (const line of lines) if (line.length > columns) throw new Error(`too wide: ${line}`);
  for (const want of screenLines(receipt)) {
    if (typeof want === "string") wrapped(want);
    else if (want.kind === "divider") {
      if (lines[p] !== "─".repeat(columns)) fail("a divider");
      p++;
    } else if (want.label.length + 1 + want.value.length <= columns) {
      const gap = columns - want.label.length - want.value.length;
      if (lines[p] !== want.label + " ".repeat(gap) + want.value)
        fail(`${want.label} … ${want.value}`);
      p++;
    } else {
      wrapped(want.label);
      wrapped(want.value);
    }
  }
  if (p !== lines.length) fail("nothing more");
  const qr = Array.from(receipt.querySelectorAll(".receipt__qr"), (el) =>
    el.getAttribute("data-value"),
  );
  if (qr.length > 0 && JSON.stringify(qr) !== JSON.stringify(paper.qr))
    throw new Error(`QR codes ${JSON.stringify(paper.qr)}, screen ${JSON.stringify(qr)}`);
  const barcodes = Array.from(receipt.querySelectorAll(".receipt__barcode"), (el) =>
    el.getAttribute("data-value"),
  );
  if (JSON.stringify(barcodes) !== JSON.stringify(paper.barcodes))
    throw new Error(
      `barcodes ${JSON.stringify(paper.barcodes)}, screen ${JSON.stringify(barcodes)}`,
    );
}
