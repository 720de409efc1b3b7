import type { Rule } from "antd/es/form";

/**
 * A whole number of at least `least`, else `message`. Number fields check with this rule
 * instead of the input's own `min`, which silently puts back the last good value on blur, so
 * a typed 0 or -1 would be saved as something nobody asked for.
 */
export function atLeast(least: number, message: string): Rule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || (typeof value === "number" && value >= least)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
