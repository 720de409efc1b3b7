import { useEffect, useLayoutEffect, useRef, type PointerEvent } from "react";
import { TOAST_DURATION_MS, TOAST_VISIBLE, toast, useToasts, type ToastItem } from "../lib/toast";
import { CheckIcon, CloseIcon, InfoIcon } from "./Icons";
import styles from "./Toaster.module.css";

/** A swipe this long (px) sideways dismisses a notice. */
const SWIPE_THRESHOLD = 20;

const popoverSupported =
  typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/** The newest three notices, bottom-right (full width on phones). */
export function Toaster() {
  const visible = useToasts().slice(-TOAST_VISIBLE);
  const regionRef = useRef<HTMLElement>(null);
  const newest = visible.at(-1)?.id;

  // The notices live in the top layer (a manual popover), and enter it again with each new one,
  // so a notice about the cart shows above the open cart drawer rather than under its backdrop.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || !popoverSupported) return;
    if (region.matches(":popover-open")) region.hidePopover();
    if (newest !== undefined) region.showPopover();
  }, [newest]);

  return (
    <section
      ref={regionRef}
      popover={popoverSupported ? "manual" : undefined}
      className={styles.region}
      aria-label="Notifikasi"
    >
      <ol className={styles.list}>
        {visible.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const startX = useRef<number | null>(null);

  // Only shown notices count down, so one waiting behind the first three still gets its time.
  useEffect(() => {
    const timer = window.setTimeout(() => toast.dismiss(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);

  const onPointerUp = (event: PointerEvent) => {
    if (startX.current !== null && Math.abs(event.clientX - startX.current) >= SWIPE_THRESHOLD)
      toast.dismiss(item.id);
    startX.current = null;
  };

  return (
    <li
      className={`${styles.toast} ${styles[item.kind]}`}
      role={item.kind === "error" ? "alert" : "status"}
      onPointerDown={(event) => (startX.current = event.clientX)}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (startX.current = null)}
    >
      <span className={styles.icon} aria-hidden="true">
        {item.kind === "success" ? (
          <CheckIcon size={16} />
        ) : item.kind === "error" ? (
          <CloseIcon size={16} />
        ) : (
          <InfoIcon size={16} />
        )}
      </span>
      <p className={styles.text}>{item.text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Tutup notifikasi"
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon size={14} />
      </button>
    </li>
  );
}
