import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Advertisement } from "../api/types";
import { CAROUSEL_INTERVAL_MS } from "../lib/carousel";
import { AdCarousel } from "./AdCarousel";

afterEach(() => vi.useRealTimers());

const ad = (id: number, overrides: Partial<Advertisement> = {}): Advertisement => ({
  id,
  image_url: `/files/product-images/advertisements/${id}.png`,
  alt_text: `Iklan ${id}`,
  link_url: null,
  placement: "homepage_carousel",
  created_at: "2026-11-01T03:00:00Z",
  is_active: true,
  sort_order: id,
  ...overrides,
});

function show(ads: Advertisement[]) {
  const view = render(
    <MemoryRouter>
      <AdCarousel ads={ads} />
    </MemoryRouter>,
  );
  return {
    ...view,
    rerenderWith: (next: Advertisement[]) =>
      view.rerender(
        <MemoryRouter>
          <AdCarousel ads={next} />
        </MemoryRouter>,
      ),
  };
}

const current = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .find((slide) => slide.getAttribute("aria-hidden") !== "true");

describe("<AdCarousel>", () => {
  it("shows nothing without ads", () => {
    show([]);
    expect(screen.queryByTestId("ad-carousel")).toBeNull();
  });

  it("shows one ad without controls, linked when it has a link", () => {
    show([ad(1, { link_url: "/products?category=HP" })]);
    const image = screen.getByRole("img", { name: "Iklan 1" });
    expect(image.closest("a")?.getAttribute("href")).toBe("/products?category=HP");
    expect(screen.queryByRole("button", { name: "Iklan berikutnya" })).toBeNull();
  });

  it("opens outside links in a new tab and shows an ad without a link as a picture", () => {
    show([
      ad(1, { link_url: "https://example.com/promo" }),
      ad(2),
      ad(3, { link_url: "javascript:alert(1)" }),
    ]);
    expect(screen.getByRole("img", { name: "Iklan 1" }).closest("a")?.getAttribute("target")).toBe(
      "_blank",
    );
    expect(screen.getByAltText("Iklan 2").closest("a")).toBeNull();
    expect(screen.getByAltText("Iklan 3").closest("a")).toBeNull();
  });

  it("loops with next, previous and the dots", () => {
    show([ad(1), ad(2), ad(3)]);
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual([
      "1 dari 3",
      "2 dari 3",
      "3 dari 3",
    ]);
    expect(current()?.getAttribute("aria-label")).toBe("1 dari 3");
    fireEvent.click(screen.getByRole("button", { name: "Iklan sebelumnya" }));
    expect(current()?.getAttribute("aria-label")).toBe("3 dari 3");
    fireEvent.click(screen.getByRole("button", { name: "Iklan berikutnya" }));
    expect(current()?.getAttribute("aria-label")).toBe("1 dari 3");
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan iklan 2" }));
    expect(current()?.getAttribute("aria-label")).toBe("2 dari 3");
    expect(
      screen.getByRole("button", { name: "Tampilkan iklan 2" }).getAttribute("aria-current"),
    ).toBe("true");
  });

  it("moves on by itself, and waits while the pointer is over it", () => {
    vi.useFakeTimers();
    show([ad(1), ad(2)]);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()?.getAttribute("aria-label")).toBe("2 dari 2");
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()?.getAttribute("aria-label")).toBe("1 dari 2");

    fireEvent.mouseEnter(screen.getByTestId("ad-carousel"));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(current()?.getAttribute("aria-label")).toBe("1 dari 2");
    fireEvent.mouseLeave(screen.getByTestId("ad-carousel"));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()?.getAttribute("aria-label")).toBe("2 dari 2");
  });

  it("keeps the ad on screen when another is deleted live", () => {
    const view = show([ad(1), ad(2), ad(3)]);
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan iklan 3" }));
    view.rerenderWith([ad(2), ad(3)]);
    expect(current()?.querySelector("img")?.getAttribute("alt")).toBe("Iklan 3");
    view.rerenderWith([ad(2)]);
    expect(current()?.querySelector("img")?.getAttribute("alt")).toBe("Iklan 2");
  });
});
