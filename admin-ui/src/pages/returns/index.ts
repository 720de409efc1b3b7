export { SaleActions, ServiceBillActions } from "./SaleActions";
export { ReturnReceipt } from "./ReturnReceipt";
export type { SaleReturn, Voided } from "./types";
