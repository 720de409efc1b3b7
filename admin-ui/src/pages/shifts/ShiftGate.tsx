import { useState } from "react";
import { Alert, Button, Flex, Modal, Typography } from "antd";
import { MSG_SHIFT_REQUIRED } from "@konter/ui-kit";
import { OpeningCashForm } from "./OpeningCashForm";
import { useCurrentShift } from "./useCurrentShift";

/**
 * At a cashier, when the shop makes its cashiers open a shift before taking money and the
 * signed-in one has none open: says so before anything is rung up, and opens the shift here,
 * so what is already in the cart stays where it is.
 */
export function ShiftGate() {
  const { current } = useCurrentShift();
  const [opening, setOpening] = useState(false);
  if (!current?.required || current.shift) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        message={MSG_SHIFT_REQUIRED}
        description={
          <Flex align="center" justify="space-between" gap={8} wrap>
            <span>Barang di keranjang tetap tersimpan saat shift dibuka di sini.</span>
            <Button type="primary" size="small" onClick={() => setOpening(true)}>
              Buka Shift
            </Button>
          </Flex>
        }
      />
      <Modal
        open={opening}
        title="Buka Shift"
        footer={null}
        onCancel={() => setOpening(false)}
        destroyOnHidden
        width={400}
      >
        <Typography.Paragraph type="secondary">
          Hitung uang di laci dan catat sebagai modal awal.
        </Typography.Paragraph>
        <OpeningCashForm layout="vertical" onOpened={() => setOpening(false)} />
      </Modal>
    </>
  );
}
