/**
 * A small ESC/POS reader for tests: what a thermal printer would do with the bytes, as text lines
 * and the commands that matter (cut, drawer kick, QR and barcode payloads, raster images). It knows the commands
 * a receipt uses and throws on any other, so an unexpected byte fails the test.
 */

export type PrintEvent =
  | { type: "line"; text: string }
  | { type: "cut" }
  | { type: "kick"; pin: number }
  | { type: "qr"; data: string }
  | { type: "barcode"; data: string }
  /** A raster image (GS v 0): `dots[y * width + x]` is 1 where the paper turns black. */
  | { type: "image"; width: number; height: number; dots: Uint8Array };

export interface Printout {
  events: PrintEvent[];
  /** The printed text lines, right-trimmed (centring spaces kept on the left). */
  lines: string[];
  cuts: number;
  kicks: number;
  qr: string[];
  barcodes: string[];
  images: Extract<PrintEvent, { type: "image" }>[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
const CR = 0x0d;

/** The upper half of code page 437 (ESC t 0) that receipts use: box rules and the no-break space. */
const CP437: Record<number, string> = { 0xc4: "─", 0xcd: "═", 0xff: "\u00a0" };

/** ESC commands with a fixed count of argument bytes after the command byte. */
const ESC_ARGS: Record<number, number> = {
  0x40: 0, // @ initialise
  0x32: 0, // 2 default line spacing
  0x33: 1, // 3 line spacing
  0x21: 1, // ! print mode
  0x2d: 1, // - underline
  0x34: 1, // 4 italic
  0x45: 1, // E bold
  0x47: 1, // G double strike
  0x4d: 1, // M font
  0x61: 1, // a align
  0x74: 1, // t code page
  0x64: 1, // d feed lines
};

/** GS commands with a fixed count of argument bytes. */
const GS_ARGS: Record<number, number> = {
  0x21: 1, // ! character size
  0x42: 1, // B reverse
  0x48: 1, // H barcode text position
  0x66: 1, // f barcode text font
  0x68: 1, // h barcode height
  0x77: 1, // w barcode module width
};

const ascii = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** Code 128 data as GS k 73 carries it: "{A"/"{B" pick a code set, "{{" is "{", "{C" packs digit pairs. */
function code128(data: Uint8Array): string {
  let out = "";
  let set = "B";
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0x7b && i + 1 < data.length) {
      const next = String.fromCharCode(data[++i]);
      if (next === "{") out += "{";
      else set = next;
      continue;
    }
    out += set === "C" ? String(data[i]).padStart(2, "0") : String.fromCharCode(data[i]);
  }
  return out;
}

export function readEscPos(bytes: Uint8Array): Printout {
  const events: PrintEvent[] = [];
  let line = "";
  let qrStored = "";
  let i = 0;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new Error(`ESC/POS: command cut short at byte ${i}`);
  };
  const endLine = () => {
    events.push({ type: "line", text: line.trimEnd() });
    line = "";
  };

  while (i < bytes.length) {
    const b = bytes[i];
    if (b === LF) {
      endLine();
      i++;
    } else if (b === CR) {
      i++;
    } else if (b === ESC) {
      need(2);
      const cmd = bytes[i + 1];
      if (cmd === 0x70) {
        need(5);
        events.push({ type: "kick", pin: bytes[i + 2] });
        i += 5;
      } else if (cmd in ESC_ARGS) {
        need(2 + ESC_ARGS[cmd]);
        if (cmd === 0x74 && bytes[i + 2] !== 0)
          throw new Error(`ESC/POS: code page ${bytes[i + 2]} is not read here`);
        if (cmd === 0x64) for (let n = 0; n < bytes[i + 2]; n++) endLine();
        i += 2 + ESC_ARGS[cmd];
      } else throw new Error(`ESC/POS: unknown ESC 0x${cmd.toString(16)} at byte ${i}`);
    } else if (b === FS) {
      need(2);
      if (bytes[i + 1] !== 0x2e) throw new Error(`ESC/POS: unknown FS at byte ${i}`);
      i += 2;
    } else if (b === GS) {
      need(2);
      const cmd = bytes[i + 1];
      if (cmd in GS_ARGS) {
        need(2 + GS_ARGS[cmd]);
        i += 2 + GS_ARGS[cmd];
      } else if (cmd === 0x56) {
        need(3);
        events.push({ type: "cut" });
        i += bytes[i + 2] >= 65 ? 4 : 3;
      } else if (cmd === 0x6b) {
        need(4);
        const m = bytes[i + 2];
        if (m < 65) throw new Error(`ESC/POS: NUL-terminated barcode (GS k ${m}) is not read here`);
        const n = bytes[i + 3];
        need(4 + n);
        const data = bytes.subarray(i + 4, i + 4 + n);
        events.push({ type: "barcode", data: m === 73 ? code128(data) : ascii(data) });
        i += 4 + n;
      } else if (cmd === 0x76 && bytes[i + 2] === 0x30) {
        need(8);
        const rowBytes = bytes[i + 4] + 256 * bytes[i + 5];
        const height = bytes[i + 6] + 256 * bytes[i + 7];
        need(8 + rowBytes * height);
        const width = rowBytes * 8;
        const dots = new Uint8Array(width * height);
        for (let d = 0; d < dots.length; d++)
          dots[d] = (bytes[i + 8 + (d >> 3)] >> (7 - (d & 7))) & 1;
        events.push({ type: "image", width, height, dots });
        i += 8 + rowBytes * height;
      } else if (cmd === 0x28 && bytes[i + 2] === 0x6b) {
        need(7);
        const len = bytes[i + 3] + 256 * bytes[i + 4];
        need(5 + len);
        const [cn, fn] = [bytes[i + 5], bytes[i + 6]];
        if (cn === 0x31 && fn === 0x50) qrStored = ascii(bytes.subarray(i + 8, i + 5 + len));
        if (cn === 0x31 && fn === 0x51) events.push({ type: "qr", data: qrStored });
        i += 5 + len;
      } else throw new Error(`ESC/POS: unknown GS 0x${cmd.toString(16)} at byte ${i}`);
    } else if (b >= 0x20 && b < 0x7f) {
      line += String.fromCharCode(b);
      i++;
    } else if (b in CP437) {
      line += CP437[b];
      i++;
    } else throw new Error(`ESC/POS: byte 0x${b.toString(16)} at ${i} is not read here`);
  }
  if (line) endLine();

  const of = <T extends PrintEvent["type"]>(type: T) =>
    events.filter((e): e is Extract<PrintEvent, { type: T }> => e.type === type);
  return {
    events,
    lines: of("line").map((e) => e.text),
    cuts: of("cut").length,
    kicks: of("kick").length,
    qr: of("qr").map((e) => e.data),
    barcodes: of("barcode").map((e) => e.data),
    images: of("image"),
  };
}
