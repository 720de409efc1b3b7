import { useEffect, useState } from "react";
import { Descriptions, Divider, Input, Modal, Typography } from "antd";
import { formatRupiah } from "../../lib/format";
import { DrawerCount, countedTotal, type Counts } from "./DrawerCount";
import { formatDifference } from "./ShiftReport";
import { useShiftAction } from "./useShiftAction";
import { MSG_BLIND, MSG_CLOSED, MSG_CLOSE_FAILED, type Shift } from "./types";

/**
 * Closing a shift: the cashier counts the notes and coins in the drawer, sees what should be
 * there, what was counted and the difference, adds a note, and closes. Where the shop closes
 * blind, the cashier sees only what they counted: what should be there and the difference come
 * with the Z report the server answers once the count is kept.
 */
export function CloseShiftModal({
  shift,
  open,
  onClose,
  onClosed,
}: {
  shift: Shift;
  open: boolean;
  onClose: () => void;
  onClosed: (shift: Shift) => void;
}) {
  const [counts, setCounts] = useState<Counts>({});
  const [note, setNote] = useState("");
  const { run, pending } = useShiftAction(MSG_CLOSE_FAILED, MSG_CLOSED);
  useEffect(() => {
    if (open) {
      setCounts({});
      setNote("");
    }
  }, [open]);
  const counted = countedTotal(counts);
  const expected = shift.expected_cash;

  return (
    <Modal
      open={open}
      title={`Tutup Shift ${shift.kasir_name}`}
      okText="Tutup Shift"
      cancelText="Batal"
      okButtonProps={{ loading: pending }}
      onOk={() =>
        run(`/api/shifts/${shift.id}/close`, { counted_cash: counted, note }, (closed) => {
          onClose();
          onClosed(closed);
        })
      }
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <DrawerCount counts={counts} onChange={setCounts} />
      <Divider style={{ margin: "12px 0" }} />
      <Descriptions column={1} size="small" bordered>
        {expected !== null && (
          <Descriptions.Item label="Kas seharusnya">{formatRupiah(expected)}</Descriptions.Item>
        )}
        <Descriptions.Item label="Kas dihitung">
          <span data-testid="close-counted">{formatRupiah(counted)}</span>
        </Descriptions.Item>
        {expected !== null && (
          <Descriptions.Item label="Selisih">
            <Difference value={counted - expected} />
          </Descriptions.Item>
        )}
      </Descriptions>
      {expected === null && (
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          {MSG_BLIND}
        </Typography.Paragraph>
      )}
      <label htmlFor="close-shift-note" style={{ display: "block", margin: "12px 0 4px" }}>
        Catatan
      </label>
      <Input.TextArea
        id="close-shift-note"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Mis. alasan selisih"
      />
    </Modal>
  );
}

/** Counted less expected, coloured: short in red, over in amber, even in green. */
function Difference({ value }: { value: number }) {
  return (
    <Typography.Text
      strong
      type={value < 0 ? "danger" : value > 0 ? "warning" : "success"}
      data-testid="close-difference"
    >
      {formatDifference(value)}
    </Typography.Text>
  );
}
