import { Modal } from "antd";
import { Kbd } from "./Kbd";
import { SHORTCUT_KEYS } from "./shortcuts";

/** The help overlay (`?`): every key of the cashier and what it does. */
export function ShortcutHelp({
  open,
  onClose,
  customerLabel,
}: {
  open: boolean;
  onClose: () => void;
  /** What F4 picks: "Pilih pelanggan" or "Pilih service". */
  customerLabel: string;
}) {
  const rows: [string, string][] = [
    [SHORTCUT_KEYS.search, "Cari barang atau scan barcode"],
    ["↓ ↑ Enter", "Pilih barang dari hasil pencarian"],
    [SHORTCUT_KEYS.customer, customerLabel],
    [SHORTCUT_KEYS.amount, "Isi jumlah bayar (Enter memproses transaksi)"],
    [SHORTCUT_KEYS.process, "Proses transaksi"],
    [SHORTCUT_KEYS.newTransaction, "Transaksi baru setelah transaksi tersimpan"],
    ["Esc", "Tutup dialog"],
    ["?", "Tampilkan bantuan ini"],
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Pintasan Keyboard" width={460}>
      <dl className="cashier-keys">
        {rows.map(([key, text]) => (
          <div key={key} className="cashier-keys__row">
            <dt>
              <Kbd>{key}</Kbd>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
