import { useEffect, useState } from "react";
import type { Advertisement } from "../api/types";
import {
  CAROUSEL_INTERVAL_MS,
  indexAfterChange,
  nextIndex,
  previousIndex,
  wrapIndex,
} from "../lib/carousel";
import { AdLink } from "./AdLink";
import { ChevronLeftIcon, ChevronRightIcon } from "./Icons";
import styles from "./AdCarousel.module.css";
import { IMAGE_SIZES, photoProps } from "../lib/images";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;

/**
 * The home page's looping ad carousel: one slide at a time, moving on by itself
 * every 5 s except while the pointer is over it or focus is inside it (or when the visitor asked
 * for reduced motion), with previous/next buttons and a dot per slide. Hidden without ads.
 */
export function AdCarousel({ ads }: { ads: readonly Advertisement[] }) {
  const count = ads.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(ads);

  // Ads come and go live: keep the slide on screen if it is still there.
  if (shown !== ads) {
    setShown(ads);
    setIndex(indexAfterChange(shown, ads, index, (ad) => ad.id));
  }
  const current = wrapIndex(index, count);

  const paused = hovered || focused;
  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setIndex((i) => nextIndex(i, count)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [count, paused, current]);

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Iklan"
      data-testid="ad-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {ads.map((ad, i) => (
            <div
              key={ad.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <AdLink href={ad.link_url} className={styles.link}>
                <img
                  className={styles.image}
                  {...photoProps(ad.image_url, IMAGE_SIZES.carousel, i === 0)}
                  alt={ad.alt_text}
                  decoding="async"
                />
              </AdLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Iklan sebelumnya"
            onClick={() => setIndex(previousIndex(current, count))}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Iklan berikutnya"
            onClick={() => setIndex(nextIndex(current, count))}
          >
            <ChevronRightIcon size={22} />
          </button>
          <div className={styles.dots}>
            {ads.map((ad, i) => (
              <button
                key={ad.id}
                type="button"
                className={styles.dot}
                aria-label={`Tampilkan iklan ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
