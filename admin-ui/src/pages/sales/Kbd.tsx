/**
 * A key the cashier can press for the control it sits on ("F9"). Hidden from screen readers:
 * the control names its key in `aria-keyshortcuts`, so its name stays "Proses Transaksi".
 */
export function Kbd({ children }: { children: string }) {
  return (
    <kbd className="cashier-kbd" aria-hidden>
      {children}
    </kbd>
  );
}
