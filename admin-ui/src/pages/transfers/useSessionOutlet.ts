import { useEffect, useState } from "react";
import { loadSession } from "../../providers/session";

/** The outlet the session works at (null: none chosen, or the Admin's all outlets). */
export function useSessionOutlet(): number | null {
  const [outlet, setOutlet] = useState<number | null>(null);
  useEffect(() => {
    void loadSession().then((s) => setOutlet(s?.outlet_id ?? null));
  }, []);
  return outlet;
}
