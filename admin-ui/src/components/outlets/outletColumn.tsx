import type { ColumnType } from "antd/es/table";
import { useOutlets } from "./useOutlets";

/** In a shop of several outlets, an outlet's name by its id; undefined in a shop of one. */
export function useOutletName(): ((id: number) => string) | undefined {
  const { outlets, several } = useOutlets();
  if (!several) return undefined;
  return (id: number) => outlets.find((o) => Number(o.id) === id)?.name ?? "";
}

/**
 * A list's Outlet column, naming each row's outlet, given useOutletName's answer: none in a
 * shop of one.
 */
export function outletColumns<T extends { outlet_id: number }>(
  outletName: ((id: number) => string) | undefined,
): ColumnType<T>[] {
  if (!outletName) return [];
  return [{ dataIndex: "outlet_id", title: "Outlet", render: (id: number) => outletName(id) }];
}
