import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import styles from "./Sheet.module.css";

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name of the dialog. */
  label: string;
  /** A drawer from the left or right edge, or a centred dialog. */
  side: "left" | "right" | "center";
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel on a native <dialog>: the browser gives the focus trap, Escape to close and the inert
 * page behind it. A click on the backdrop or any navigation closes it.
 */
export function Sheet({ open, onClose, label, side, className, children }: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);

  // Navigation closes it; mounting does not (that would undo a click made before this effect ran).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const shownOn = useRef(location.key);
  useEffect(() => {
    if (shownOn.current === location.key) return;
    shownOn.current = location.key;
    onCloseRef.current();
  }, [location.key]);

  // A click on the backdrop lands on the <dialog> itself, outside its box.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= rect.left &&
      event.clientX <= rect.right &&
      event.clientY >= rect.top &&
      event.clientY <= rect.bottom;
    if (!inside) onClose();
  };

  return (
    // The backdrop click's keyboard twin is Escape, which the <dialog> turns into onCancel.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={`${styles.sheet} ${styles[side]} ${className ?? ""}`}
      aria-label={label}
      onClose={onClose}
      onCancel={onClose}
      onClick={onDialogClick}
    >
      {open && children}
    </dialog>
  );
}
