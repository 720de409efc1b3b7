import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useOne, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Select, Spin, type SelectProps } from "antd";
import { useServerSearch, type ServerSearchOptions } from "./useServerSearch";

type Chosen = { value: BaseKey; label: string };

export type SearchSelectProps<T extends BaseRecord> = Omit<ServerSearchOptions, "pageSize"> &
  Omit<
    SelectProps,
    | "value"
    | "onChange"
    | "options"
    | "showSearch"
    | "filterOption"
    | "searchValue"
    | "onSearch"
    | "labelInValue"
    | "open"
    | "onOpenChange"
  > & {
    pageSize?: number;
    /** How a row reads in the list and in the box. */
    optionLabel: (item: T) => string;
    value?: BaseKey | null;
    /** The row chosen (null when cleared), with the record when it came from the list. */
    onChange?: (value: BaseKey | null, item?: T) => void;
    /** The label of `value` when the page has it; otherwise the picker reads the record. */
    valueLabel?: string;
    /** What an answer without rows says. */
    notFoundContent?: ReactNode;
  };

/**
 * The one picker for a list searched on the server (customer, supplier, product, the repair
 * to bill): antd's Select whose rows are only ever the server's answer to the words typed.
 * Enter takes the first row of that answer; pressed before it came, Enter waits for it and
 * takes it then, so a fast cashier never gets the first row of an earlier list. Works as an
 * antd Form control (value/onChange).
 */
export function SearchSelect<T extends BaseRecord>({
  resource,
  filters,
  sorters,
  pageSize = 50,
  enabled,
  listsWithoutWords,
  failure,
  optionLabel,
  value,
  onChange,
  valueLabel,
  notFoundContent,
  onInputKeyDown,
  ...rest
}: SearchSelectProps<T>) {
  const search = useServerSearch<T>({
    resource,
    filters,
    sorters,
    pageSize,
    enabled,
    listsWithoutWords,
    failure,
  });
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { found } = search;

  const sameValue = (id: BaseKey | undefined) =>
    value !== null && value !== undefined && String(id) === String(value);
  const listed = found?.find((item) => sameValue(item.id));
  const known =
    valueLabel ??
    (chosen && sameValue(chosen.value) ? chosen.label : undefined) ??
    (listed ? optionLabel(listed) : undefined);
  const { result: record } = useOne<T>({
    resource,
    id: value ?? "",
    queryOptions: { enabled: value !== null && value !== undefined && known === undefined },
    liveMode: "off",
  });
  const label = known ?? (record && sameValue(record.id) ? optionLabel(record) : "");

  const choose = (item: T | undefined) => {
    setOpen(false);
    search.setTyped("");
    if (!item || item.id === undefined) {
      setChosen(null);
      onChange?.(null);
      return;
    }
    setChosen({ value: item.id, label: optionLabel(item) });
    onChange?.(item.id, item);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === "Enter" && open && !found) {
      // Not antd's Enter: it would take the first row of a list that does not answer the words.
      e.preventDefault();
      e.stopPropagation();
      search.whenAnswered((answer) => {
        if (answer.length > 0) choose(answer[0]);
      });
      return;
    }
    onInputKeyDown?.(e);
  };

  const options = (found ?? []).map((item) => ({
    value: item.id as BaseKey,
    label: optionLabel(item),
  }));

  return (
    <Select
      {...rest}
      showSearch
      filterOption={false}
      labelInValue
      value={value === null || value === undefined ? undefined : { value, label }}
      onChange={(picked?: { value: BaseKey; label?: ReactNode }) =>
        choose(picked ? found?.find((item) => String(item.id) === String(picked.value)) : undefined)
      }
      options={options}
      open={open}
      onOpenChange={setOpen}
      searchValue={search.typed}
      onSearch={search.setTyped}
      onInputKeyDown={keyDown}
      loading={search.fetching}
      notFoundContent={found ? notFoundContent : <Spin size="small" aria-label="Mencari" />}
    />
  );
}
