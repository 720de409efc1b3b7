import { useDrawerKick } from "../../printing/useDrawerKick";
import { ReasonField, ShiftFormModal } from "./ShiftFormModal";
import { useShiftAction } from "./useShiftAction";
import { MSG_DRAWER_FAILED, MSG_DRAWER_OPENED, type Shift } from "./types";

/**
 * Buka Laci: the cash drawer opened without a sale. The reason is recorded in the shift (who and
 * when with it, for the Admin's shift report), then this device's printer kicks the drawer open.
 */
export function DrawerOpenModal({
  shift,
  open,
  onClose,
}: {
  shift: Shift;
  open: boolean;
  onClose: () => void;
}) {
  const { run, pending } = useShiftAction(MSG_DRAWER_FAILED, MSG_DRAWER_OPENED);
  const kick = useDrawerKick();
  return (
    <ShiftFormModal
      open={open}
      title="Buka Laci"
      okText="Buka Laci"
      pending={pending}
      initial={{ reason: "" }}
      onSubmit={(v) =>
        run(`/api/shifts/${shift.id}/drawer-openings`, v, () => {
          kick();
          onClose();
        })
      }
      onClose={onClose}
    >
      <ReasonField autoFocus placeholder="Tukar uang receh, cek uang di laci…" />
    </ShiftFormModal>
  );
}
