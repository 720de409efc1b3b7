import { useState } from "react";
import { useEntryFormModal } from "./EntryFormModal";
import { EntryDetail } from "./EntryDetail";
import { ServiceReceiptDialog } from "./ServiceReceiptDialog";
import type { ServiceEntry, ServiceReceiptData } from "./types";

/**
 * What a list of repairs opens over itself: a repair's details, its edit form, and a receipt to
 * print. `dialogs` goes once into the page.
 */
export function useEntryDialogs() {
  const [detail, setDetail] = useState<ServiceEntry | null>(null);
  const [receipt, setReceipt] = useState<ServiceReceiptData | null>(null);
  const edit = useEntryFormModal("edit");
  const dialogs = (
    <>
      {edit.dialog}
      <EntryDetail
        entry={detail}
        onClose={() => setDetail(null)}
        onEdit={(entry) => edit.show(entry)}
        onPrint={setReceipt}
      />
      <ServiceReceiptDialog
        receipt={receipt}
        open={receipt !== null}
        onClose={() => setReceipt(null)}
      />
    </>
  );
  return { showDetail: setDetail, showReceipt: setReceipt, edit: edit.show, dialogs };
}
