// Calls the API from Node as a signed-in user (a staff session cookie), for the steps a test
// needs done in the back-office without driving its pages.
import { deflateSync } from "node:zlib";

/**
 * staffSession signs in at the staff door (or the member door) and returns a small client that sends the session
 * cookie: get/post/put/patch/del(path, body) answer the parsed JSON (or throw with the problem's
 * detail), upload(path, fields) sends multipart/form-data.
 */
export async function staffSession(baseUrl, email, password, door = "staff") {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, door }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`login ${email}: no session cookie`);

  async function call(method, path, body) {
    const headers = { cookie, accept: "application/json" };
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${data?.detail ?? text}`);
    return data;
  }

  return {
    cookie,
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body),
    put: (path, body) => call("PUT", path, body),
    patch: (path, body) => call("PATCH", path, body),
    del: (path) => call("DELETE", path),
    /** fields: { name: string | { png: Buffer, filename } } sent as multipart/form-data. */
    upload: (path, fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, new Blob([value.png], { type: "image/png" }), value.filename);
      }
      return call("POST", path, form);
    },
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * png draws a real PNG of width × height: a horizontal gradient between two RGB colours with a
 * band across the middle, so each test image looks different on a screenshot.
 */
export function png(width, height, from = [29, 78, 216], to = [245, 158, 11]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    const band = Math.abs(y - height / 2) < height / 10;
    for (let x = 0; x < width; x++) {
      const t = x / Math.max(1, width - 1);
      for (let c = 0; c < 3; c++) {
        const v = Math.round(from[c] + (to[c] - from[c]) * t);
        raw[row + 1 + x * 3 + c] = band ? 255 - v : v;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * clearNews deletes every article (the demo shop has one), for a test that starts from a shop
 * with no news.
 */
export async function clearNews(admin) {
  const { items } = await admin.get("/api/news/manage?per_page=100");
  for (const article of items) await admin.del(`/api/news/${article.id}`);
}
