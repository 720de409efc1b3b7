export { default as PurchasesPage } from "./list";
