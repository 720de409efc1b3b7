import type { ReactNode } from "react";
import { Col, Flex, Row, Typography } from "antd";
import { HelpButton } from "../sales/HelpButton";
import { SavedAlert } from "../sales/SavedAlert";
import { ShortcutHelp } from "../sales/ShortcutHelp";
import { ShiftGate } from "../shifts/ShiftGate";
import type { Checkout } from "./useCheckout";
import "../sales/cashier.css";

/**
 * A cashier's page: the title with the help (?), the shift gate, notices and the saved bill's
 * banner, the ticket (left on a wide screen) beside the payment, the keys' help and the receipt.
 */
export function CashierPage({
  title,
  extra,
  checkout,
  notices,
  savedMessage,
  customerLabel,
  ticket,
  payment,
  receipt,
}: {
  title: string;
  /** Beside the help button. */
  extra: ReactNode;
  checkout: Checkout;
  notices?: ReactNode;
  /** The banner once the bill is saved. */
  savedMessage: string | null;
  /** What F4 picks, in the keys' help. */
  customerLabel: string;
  ticket: ReactNode;
  payment: ReactNode;
  receipt: ReactNode;
}) {
  const { helpOpen, openHelp, closeHelp } = checkout.help;
  return (
    <Flex vertical gap={16} className="cashier">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          {extra}
          <HelpButton onClick={openHelp} />
        </Flex>
      </Flex>

      <ShiftGate />
      {notices}
      {savedMessage && (
        <SavedAlert
          message={savedMessage}
          onShowReceipt={checkout.showReceipt}
          onNew={checkout.reset}
        />
      )}

      <Row gutter={[16, 16]} className="cashier-grid">
        <Col xs={24} lg={15}>
          {ticket}
        </Col>
        <Col xs={24} lg={9}>
          {payment}
        </Col>
      </Row>

      <ShortcutHelp open={helpOpen} onClose={closeHelp} customerLabel={customerLabel} />
      {receipt}
    </Flex>
  );
}
