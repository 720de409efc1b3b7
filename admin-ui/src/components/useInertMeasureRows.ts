import { useEffect, useRef } from "react";

/**
 * antd's table, when it scrolls sideways, measures its columns in a hidden copy of the header
 * row (aria-hidden, zero height) that holds a copy of the select-all checkbox the keyboard can
 * still reach. The ref, on an element around the table, makes that row inert after every render.
 */
export function useInertMeasureRows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current
      ?.querySelectorAll(".ant-table-measure-row")
      .forEach((row) => row.setAttribute("inert", ""));
  });
  return ref;
}
