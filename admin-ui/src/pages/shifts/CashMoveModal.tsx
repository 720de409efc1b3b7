import { Form, Radio } from "antd";
import { MSG_BAD_MOVE_AMOUNT, type ApiSchemas } from "@konter/ui-kit";
import { RupiahInput } from "../../components/RupiahInput";
import { ReasonField, ShiftFormModal } from "./ShiftFormModal";
import { useShiftAction } from "./useShiftAction";
import { DIRECTION_LABEL, MSG_MOVED, MSG_MOVE_FAILED, type CashMove, type Shift } from "./types";

/** POST /api/shifts/{id}/cash's body as the form holds it: the amount cleared while typed. */
type Values = Omit<ApiSchemas["Move-shift-cashRequest"], "amount"> & {
  direction: CashMove["direction"];
  amount?: number | null;
};

/** Cash in or out of the drawer, with the reason (buying stock, a bank deposit, change from the owner). */
export function CashMoveModal({
  shift,
  direction,
  onClose,
}: {
  shift: Shift;
  /** The dialog is open for this direction; null: closed. */
  direction: CashMove["direction"] | null;
  onClose: () => void;
}) {
  const { run, pending } = useShiftAction(MSG_MOVE_FAILED, MSG_MOVED);
  return (
    <ShiftFormModal<Values>
      open={direction !== null}
      title={direction ? DIRECTION_LABEL[direction] : ""}
      okText="Simpan"
      pending={pending}
      initial={{ direction: direction ?? "in", amount: null, reason: "" }}
      onSubmit={(v) => run(`/api/shifts/${shift.id}/cash-moves`, v, onClose)}
      onClose={onClose}
    >
      <Form.Item name="direction" label="Jenis">
        <Radio.Group
          optionType="button"
          options={[
            { value: "in", label: DIRECTION_LABEL.in },
            { value: "out", label: DIRECTION_LABEL.out },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Jumlah"
        rules={[{ required: true, type: "number", min: 1, message: MSG_BAD_MOVE_AMOUNT }]}
      >
        <RupiahInput autoFocus />
      </Form.Item>
      <ReasonField placeholder="Beli stok, setor bank, uang kembalian dari pemilik…" />
    </ShiftFormModal>
  );
}
