import { OutletFormPage } from "./form";

/** /dashboard/settings/outlets/create. */
export default function OutletCreate() {
  return <OutletFormPage action="create" />;
}
