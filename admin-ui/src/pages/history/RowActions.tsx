import { Button, Flex } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { SaleActions, ServiceBillActions } from "../returns";
import type { PastTransaction } from "./types";

/**
 * What can be done with a document of the history: print its receipt again and, for the Admin,
 * take goods of a sale back or void the document while it stands.
 */
export function RowActions({
  row,
  onPrint,
  vertical = false,
}: {
  row: PastTransaction;
  onPrint: () => void;
  /** One above the other, for a narrow column. */
  vertical?: boolean;
}) {
  return (
    <Flex gap={4} wrap vertical={vertical} align={vertical ? "end" : "center"}>
      <Button
        size="small"
        icon={<PrinterOutlined />}
        aria-label={`Struk ${row.number}`}
        onClick={onPrint}
      >
        Struk
      </Button>
      {row.kind === "penjualan" ? (
        <SaleActions
          sale={{
            id: row.id,
            transaction_id_display: row.number,
            remaining_amount: row.remaining_amount,
            voided_at: row.voided_at,
            all_returned: row.all_returned,
          }}
          vertical={vertical}
        />
      ) : (
        <ServiceBillActions entryId={Number(row.id)} voided={!!row.voided_at} />
      )}
    </Flex>
  );
}
