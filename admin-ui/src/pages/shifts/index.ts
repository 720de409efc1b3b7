export { ShiftPage } from "./current";
export { ShiftList } from "./list";
