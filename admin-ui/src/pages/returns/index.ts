export { DocumentActionsHost } from "./ActionsHost";
export { SaleActions, ServiceBillActions } from "./SaleActions";
export { ReturnReceipt } from "./ReturnReceipt";
export type { SaleRef, SaleReturn, Voided } from "./types";
