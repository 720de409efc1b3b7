import { useGetIdentity } from "@refinedev/core";
import type { Identity } from "../../providers/authProvider";
import type { Outlet } from "../../pages/outlets/types";
import { useOutlets } from "./useOutlets";

/**
 * The outlets the signed-in staff member works at: every outlet for the Admin, a Kasir's own
 * otherwise (the server refuses a Kasir anything at another outlet). `several` is useOutlets'.
 */
export function useMyOutlets(): {
  mine: Outlet[];
  several: boolean;
  admin: boolean;
  user: Identity | undefined;
} {
  const { outlets, several } = useOutlets();
  const { data: user } = useGetIdentity<Identity>();
  const admin = user?.role === "Admin";
  const mine = admin ? outlets : outlets.filter((o) => user?.outlet_ids?.includes(Number(o.id)));
  return { mine, several, admin, user };
}
