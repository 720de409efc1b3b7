import { fireEvent, render, screen } from "@testing-library/react";
import { Refine } from "@refinedev/core";
import { App } from "antd";
import { SaleReceipt, saleReceiptDoc } from "@konter/ui-kit";
import { ReceiptDialog } from "../components/receipt";
import type { Sale } from "../pages/sales/types";
import { useNotificationProvider } from "../providers/notificationProvider";
import { TestAntd } from "./antd";
import { receiptShop as shop } from "./receiptFixtures";

/** A sale's receipt dialog, with the app's toasts; `autoPrint` as for a sale just saved. */
export function showReceipt(sale: Sale, autoPrint = false) {
  render(
    <App>
      <Refine notificationProvider={useNotificationProvider}>
        <ReceiptDialog
          open
          title="Struk"
          fileName="struk"
          autoPrint={autoPrint}
          onClose={() => undefined}
          doc={saleReceiptDoc(sale, shop)}
        >
          <SaleReceipt sale={sale} shop={shop} />
        </ReceiptDialog>
      </Refine>
    </App>,
    { wrapper: TestAntd },
  );
}

/** The sale's receipt dialog with Cetak pressed. */
export function openReceipt(sale: Sale) {
  showReceipt(sale);
  fireEvent.click(screen.getByRole("button", { name: /Cetak/ }));
}
