import { describe, expect, it } from "vitest";
import { imageSrcSet, photoProps } from "./images";

describe("photo copies", () => {
  it("lists an uploaded photo's copies by width", () => {
    expect(imageSrcSet("/files/product-images/products/1.png")).toBe(
      "/files/product-images/products/1.png?w=240 240w, /files/product-images/products/1.png?w=480 480w, " +
        "/files/product-images/products/1.png?w=720 720w, /files/product-images/products/1.png?w=1080 1080w",
    );
    expect(imageSrcSet("/files/product-images/logo.png?v=17")).toContain(
      "logo.png?v=17&w=240 240w",
    );
  });

  it("leaves images from elsewhere as they are", () => {
    expect(imageSrcSet("https://cdn.example.com/a.png")).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
    expect(photoProps("/logo.png", "36px")).toEqual({
      src: "/logo.png",
      srcSet: undefined,
      sizes: undefined,
      loading: "lazy",
      fetchPriority: undefined,
    });
  });

  it("fetches the page's largest photo first and the others lazily", () => {
    const hero = photoProps("/files/product-images/ads/1.png", "100vw", true);
    expect(hero).toMatchObject({ loading: "eager", fetchPriority: "high", sizes: "100vw" });
    expect(hero.src).toBe("/files/product-images/ads/1.png");
    expect(hero.srcSet).toContain("/files/product-images/ads/1.png?w=1080 1080w");
    expect(photoProps("/files/product-images/ads/2.png", "100vw").loading).toBe("lazy");
  });
});
