import { useKeys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { Profile } from "../../interfaces";
import { updateCachedProfile } from "../../providers/session";

/** After a profile change: the header (name, avatar) shows the new values at once. */
export function useRefreshIdentity() {
  const queryClient = useQueryClient();
  const { keys } = useKeys();
  return async (profile: Partial<Profile>) => {
    updateCachedProfile(profile);
    await queryClient.invalidateQueries({ queryKey: keys().auth().action("identity").get() });
  };
}
