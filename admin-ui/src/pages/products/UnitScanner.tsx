import { useRef, useState } from "react";
import { Button, Input, List, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { addScanned } from "./unitNumbers";

/**
 * Scanning units' IMEIs or serials one after another: each Enter (a barcode scanner sends one
 * after every number) adds the number to the list and empties the box. The typed text and the
 * list are read from refs, always the newest, so a burst of scans arriving between two renders
 * loses none.
 */
export function UnitScanner({
  value,
  onChange,
  onRefused,
  id,
}: {
  value?: readonly string[];
  onChange?: (numbers: readonly string[]) => void;
  onRefused: (message: string) => void;
  id?: string;
}) {
  const [text, setText] = useState("");
  const typed = useRef("");
  const latest = useRef<readonly string[]>(value ?? []);
  latest.current = value ?? latest.current;

  const change = (next: readonly string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const type = (next: string) => {
    typed.current = next;
    setText(next);
  };

  const take = () => {
    const scanned = typed.current;
    type("");
    const next = addScanned(latest.current, scanned);
    if (next.refused) onRefused(next.refused);
    else if (next.list !== latest.current) change(next.list);
  };

  const numbers = value ?? [];
  return (
    <div>
      <Input
        id={id}
        value={text}
        placeholder="Pindai atau ketik IMEI / nomor seri, lalu Enter"
        autoComplete="off"
        onChange={(e) => type(e.target.value)}
        // Every Enter counts (onPressEnter takes one until the key is released).
        onKeyDown={(e) => {
          if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
          e.preventDefault();
          take();
        }}
      />
      <Typography.Text type="secondary" style={{ display: "block", margin: "8px 0" }}>
        {numbers.length.toLocaleString("id-ID")} unit
      </Typography.Text>
      {numbers.length > 0 && (
        <List
          size="small"
          bordered
          style={{ maxHeight: 240, overflowY: "auto" }}
          dataSource={[...numbers]}
          renderItem={(n, i) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Hapus ${n}`}
                  onClick={() => change(latest.current.filter((x) => x !== n))}
                />,
              ]}
            >
              <Typography.Text code>{`${i + 1}. ${n}`}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
