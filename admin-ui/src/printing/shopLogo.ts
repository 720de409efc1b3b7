import type { ThermalPaper } from "@konter/ui-kit/receipt/escpos";
import { logoSize, type RasterPicture } from "@konter/ui-kit/receipt/raster";

/** Each logo drawn once per page session, per paper: later prints reuse the pixels. */
const drawn = new Map<string, Promise<RasterPicture | undefined>>();

/** The logo's pixels at the size it prints on `paper`, on white (a transparent PNG prints clean). */
async function draw(url: string, paper: ThermalPaper): Promise<RasterPicture | undefined> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const { width, height } = logoSize(image.naturalWidth, image.naturalHeight, paper);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return undefined;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * The shop's logo (the settings' logoUrl) for the top of a thermal receipt; undefined without a
 * logo or when it does not load, and the receipt prints as without one.
 */
export function shopLogo(url: string, paper: ThermalPaper): Promise<RasterPicture | undefined> {
  if (!url) return Promise.resolve(undefined);
  const key = `${paper} ${url}`;
  let logo = drawn.get(key);
  if (!logo) {
    logo = draw(url, paper).catch(() => undefined);
    drawn.set(key, logo);
  }
  return logo;
}
