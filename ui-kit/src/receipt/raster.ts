import type { ThermalPaper } from "./escpos";

/** The dots a print head puts across each paper (8 dots per mm): the widest a picture prints. */
export const THERMAL_DOTS = { "58mm": 384, "80mm": 576 } as const satisfies Record<
  ThermalPaper,
  number
>;

/** The tallest the shop's logo prints, in dots (about 2 cm of paper). */
export const LOGO_MAX_DOTS = 160;

/** A picture as RGBA pixels, width a multiple of 8 (what the encoder rasterises). */
export interface RasterPicture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The size the shop's logo prints at on a paper: never wider than the paper's dots nor taller than
 * LOGO_MAX_DOTS, never enlarged, the width a multiple of 8 (a raster row is whole bytes).
 */
export function logoSize(width: number, height: number, paper: ThermalPaper) {
  const scale = Math.min(1, THERMAL_DOTS[paper] / width, LOGO_MAX_DOTS / height);
  const w = Math.max(8, Math.floor((width * scale) / 8) * 8);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}
