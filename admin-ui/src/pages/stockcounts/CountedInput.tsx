import { useEffect, useState } from "react";
import { useNotification } from "@refinedev/core";
import { InputNumber } from "antd";
import { apiFetch } from "../../providers/http";
import { failureText } from "../../lib/notify";
import type { StockCountLine } from "./types";

/** A line's count typed by hand: saved when the field is left or Enter is pressed. */
export function CountedInput({
  countId,
  line,
  onSaved,
}: {
  countId: string;
  line: StockCountLine;
  onSaved: (line: StockCountLine) => void;
}) {
  const { open: notify } = useNotification();
  const [value, setValue] = useState<number | null>(line.counted);
  useEffect(() => setValue(line.counted), [line.counted]);

  const save = async () => {
    const counted = value === null ? null : Math.floor(value);
    if (counted === line.counted) return;
    try {
      const saved = await apiFetch<StockCountLine>(
        `/api/stock-counts/${encodeURIComponent(countId)}/lines/${line.product_id}`,
        { method: "PUT", json: { counted } },
      );
      onSaved(saved);
    } catch (error) {
      setValue(line.counted);
      notify?.({ type: "error", message: failureText("Gagal menyimpan jumlah dihitung", error) });
    }
  };

  return (
    <InputNumber<number>
      aria-label={`Jumlah dihitung ${line.product_name}`}
      min={0}
      precision={0}
      inputMode="numeric"
      value={value}
      onChange={setValue}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
      placeholder="-"
      style={{ width: 80 }}
    />
  );
}
