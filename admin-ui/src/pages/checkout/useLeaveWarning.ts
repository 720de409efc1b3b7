import { useEffect } from "react";
import { useWarnAboutChange } from "@refinedev/core";

/** Leaving while `unsaved` asks first; the page stops asking once it is left. */
export function useLeaveWarning(unsaved: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(unsaved);
  }, [unsaved, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
}
