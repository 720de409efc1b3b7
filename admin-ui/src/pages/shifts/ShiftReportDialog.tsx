import { ReceiptDialog, useShopInfo } from "../../components/receipt";
import { ShiftReport, shiftNumber, shiftReportDoc } from "./ShiftReport";
import type { Shift } from "./types";

/** The Z report on screen, printed on 58 mm, 80 mm or A4 (straight to the device's printer when one is set up), or downloaded as PNG. */
export function ShiftReportDialog({
  shift,
  onClose,
  autoPrint = false,
}: {
  shift: Shift | null;
  onClose: () => void;
  autoPrint?: boolean;
}) {
  const { shop } = useShopInfo();
  if (!shift) return null;
  return (
    <ReceiptDialog
      open
      title={`Laporan Shift ${shiftNumber(shift)}`}
      fileName={`laporan-shift-${shiftNumber(shift)}`}
      autoPrint={autoPrint}
      onClose={onClose}
      doc={shiftReportDoc(shift, shop)}
    >
      <ShiftReport shift={shift} shop={shop} />
    </ReceiptDialog>
  );
}
