import { describe, expect, it } from "vitest";
import { parseProblem, problemFieldMessages, problemMessage } from "./problem";

describe("problem details", () => {
  it("shows the server's Indonesian detail, else its title, else the caller's fallback", () => {
    const refusal = parseProblem(
      '{"title":"Unprocessable Entity","status":422,"detail":" Jumlah bayar kurang dari total belanja. "}',
    );
    expect(problemMessage(refusal, "Terjadi kesalahan.")).toBe(
      "Jumlah bayar kurang dari total belanja.",
    );
    expect(problemMessage(parseProblem('{"title":"Conflict"}'), "x")).toBe("Conflict");
    expect(problemMessage(parseProblem(""), "Terjadi kesalahan pada server (502).")).toBe(
      "Terjadi kesalahan pada server (502).",
    );
  });

  it("reads nothing from a body that is not a JSON object (a proxy's HTML page)", () => {
    expect(parseProblem("<html>Bad Gateway</html>")).toBeNull();
    expect(parseProblem('["a"]')).toBeNull();
    expect(parseProblem("null")).toBeNull();
  });

  it("puts each field message under its field, body.name as name", () => {
    const problem = parseProblem(
      JSON.stringify({
        errors: [
          { location: "body.full_name", message: "Nama lengkap wajib diisi." },
          { location: "body.full_name", message: "Nama terlalu panjang." },
          { location: "query.from", message: "Tanggal tidak valid." },
          { message: "Data tidak valid." },
          { location: "body.email" },
        ],
      }),
    );
    expect(problemFieldMessages(problem)).toEqual({
      full_name: ["Nama lengkap wajib diisi.", "Nama terlalu panjang."],
      "query.from": ["Tanggal tidak valid."],
      _: ["Data tidak valid."],
    });
    expect(problemFieldMessages(null)).toEqual({});
  });
});
