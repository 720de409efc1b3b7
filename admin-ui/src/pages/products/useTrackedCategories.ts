import { useSettings } from "../../components/useSettings";
import { settingList } from "../../lib/settingList";

/** The categories whose new products are tracked by unit (the settings' trackedCategories). */
export function useTrackedCategories(): string[] {
  return settingList<unknown>(useSettings().settings?.trackedCategories).filter(
    (c): c is string => typeof c === "string",
  );
}
