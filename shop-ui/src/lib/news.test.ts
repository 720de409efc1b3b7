import { describe, expect, it } from "vitest";
import { authorName, newsDate, newsExcerpt, plainText } from "./news";

describe("newsDate", () => {
  it("writes the publish date as 'd MMMM yyyy' in Indonesian, on the shop's clock", () => {
    expect(newsDate({ published_at: "2026-11-22T03:00:00Z" })).toBe("22 November 2026");
    expect(newsDate({ published_at: "2026-03-05T10:00:00Z" })).toBe("5 Maret 2026");
    // 20:00 UTC on the 31st is already the 1st in Jakarta (UTC+7).
    expect(newsDate({ published_at: "2026-07-31T20:00:00Z" })).toBe("1 Agustus 2026");
    expect(newsDate({ published_at: "2026-07-31T20:00:00Z" }, "UTC")).toBe("31 Juli 2026");
  });

  it("is empty without a date", () => {
    expect(newsDate({ published_at: null })).toBe("");
  });
});

describe("newsExcerpt", () => {
  const long = "Kata ".repeat(60).trim(); // 299 characters

  it("shows a short text whole", () => {
    expect(
      newsExcerpt({
        excerpt: "Promo servis akhir tahun.",
        content: "<p>Promo servis akhir tahun.</p>",
      }),
    ).toBe("Promo servis akhir tahun.");
  });

  it("cuts at 150 characters and adds an ellipsis when the text goes on", () => {
    const text = newsExcerpt({ excerpt: long.slice(0, 150), content: `<p>${long}</p>` });
    expect(text.endsWith("…")).toBe(true);
    expect([...text.slice(0, -1)].length).toBeLessThanOrEqual(150);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
  });

  it("falls back to the content without its tags, and never counts a tag or an entity", () => {
    const text = newsExcerpt({ excerpt: "", content: `<h2>Judul</h2><p>${long} &amp; lagi</p>` });
    expect(text).not.toContain("<");
    expect(text.startsWith("Judul")).toBe(true);
    expect([...text].length).toBeGreaterThan(140);
    expect([...text].length).toBeLessThanOrEqual(151);
    expect(newsExcerpt({ excerpt: "", content: "<p>Tom &amp; Jerry</p>" })).toBe("Tom & Jerry");
  });

  it("counts characters, not UTF-16 units", () => {
    const emoji = "📱".repeat(160);
    expect([...newsExcerpt({ excerpt: emoji.slice(0, 300), content: "" })].length).toBe(151);
  });
});

describe("plainText", () => {
  it("reads the text of HTML without running or loading anything", () => {
    expect(
      plainText(
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>Halo</b>  dunia',
      ),
    ).toBe("Halo dunia");
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe("authorName", () => {
  it("falls back to 'Tanpa Nama'", () => {
    expect(authorName({ author_name: "Hendra Gunawan" })).toBe("Hendra Gunawan");
    expect(authorName({ author_name: null })).toBe("Tanpa Nama");
    expect(authorName({ author_name: "  " })).toBe("Tanpa Nama");
  });
});
