/**
 * Paper for a printed receipt: thermal rolls of 58 mm or 80 mm, or A4.
 * Chosen in the receipt dialog at print time; the last choice is the default
 * next time (stored in this browser).
 */
export type PaperSize = "58mm" | "80mm" | "a4";

export const PAPER_SIZES: readonly { value: PaperSize; label: string }[] = [
  { value: "58mm", label: "Thermal 58 mm" },
  { value: "80mm", label: "Thermal 80 mm" },
  { value: "a4", label: "Kertas A4" },
];

export const PAPER_STORAGE_KEY = "konter-receipt-paper";
export const DEFAULT_PAPER: PaperSize = "80mm";

function isPaper(value: unknown): value is PaperSize {
  return PAPER_SIZES.some((p) => p.value === value);
}

export function loadPaper(): PaperSize {
  try {
    const stored = window.localStorage.getItem(PAPER_STORAGE_KEY);
    return isPaper(stored) ? stored : DEFAULT_PAPER;
  } catch {
    return DEFAULT_PAPER;
  }
}

export function savePaper(paper: PaperSize): void {
  try {
    window.localStorage.setItem(PAPER_STORAGE_KEY, paper);
  } catch {
    // private mode or storage full: the choice lasts for this dialog only
  }
}

/** Width of the roll in mm (A4: none, the sheet is a page). */
export const ROLL_WIDTH_MM: Readonly<Record<Exclude<PaperSize, "a4">, number>> = {
  "58mm": 58,
  "80mm": 80,
};

const PX_PER_MM = 96 / 25.4;

/**
 * The print stylesheet's page box. A thermal roll has no page height: the page
 * is as long as the receipt (`heightPx`, measured at print time), so the
 * printer cuts after the last line and a PDF is one strip. A4 is a normal page.
 */
export function pageRule(paper: PaperSize, heightPx?: number): string {
  if (paper === "a4") return "@page { size: A4 portrait; margin: 12mm; }";
  const width = ROLL_WIDTH_MM[paper];
  const height = heightPx && heightPx > 0 ? Math.ceil(heightPx / PX_PER_MM) + 4 : 297;
  return `@page { size: ${width}mm ${height}mm; margin: 0; }`;
}
