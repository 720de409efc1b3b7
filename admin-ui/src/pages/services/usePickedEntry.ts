import { useEffect, useState } from "react";
import { useOne } from "@refinedev/core";
import type { Product } from "../../interfaces";
import { apiFetch } from "../../providers/http";
import { refusalOrFailure } from "../../lib/notify";
import type { CartLine } from "../sales/cart";
import { billLines, heldParts } from "./parts";
import type { ServiceBill, ServiceEntry, ServiceReceiptData } from "./types";

/**
 * The repair the service cashier bills, with its earlier bill. Each pick is read once, so a
 * live refetch never resets the form: `onLoad` takes the entry and its bill, then `onParts`
 * the bill's parts as cart lines at today's prices (its products read again).
 */
export function usePickedEntry(
  initial: number | null,
  onLoad: (entry: ServiceEntry, bill: ServiceBill | null) => void,
  onParts: (lines: CartLine[]) => void,
) {
  const [entryId, setEntryId] = useState<number | null>(initial);
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const { result: picked, query } = useOne<ServiceReceiptData>({
    resource: "service_entries",
    id: entryId ?? "",
    queryOptions: { enabled: entryId !== null },
    liveMode: "off",
    errorNotification: (error) => ({
      type: "error",
      message: refusalOrFailure("Gagal memuat data service", error),
    }),
  });
  const entry = picked?.entry && picked.entry.id === entryId ? picked.entry : undefined;
  const bill = entry ? (picked?.bill ?? null) : null;

  useEffect(() => {
    if (!entry || loadedFor === entry.id) return;
    setLoadedFor(entry.id);
    onLoad(entry, bill);
    const parts = bill?.parts ?? [];
    if (parts.length === 0) return;
    const ids = [...heldParts(parts).keys()];
    void Promise.allSettled(
      ids.map((id) => apiFetch<Product>(`/api/products/${encodeURIComponent(id)}`)),
    ).then((answers) => {
      const products = new Map<string, Product>();
      answers.forEach((a) => a.status === "fulfilled" && products.set(String(a.value.id), a.value));
      onParts(billLines(parts, products));
    });
  }, [entry, bill, loadedFor, onLoad, onParts]);

  /** Another repair (or none): read afresh, even the same one again. */
  const choose = (id: number | null) => {
    setEntryId(id);
    setLoadedFor(null);
  };

  return { entryId, entry, bill, loading: query.isLoading, choose };
}

export type PickedEntry = ReturnType<typeof usePickedEntry>;
