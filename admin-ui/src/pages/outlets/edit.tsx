import { OutletFormPage } from "./form";

/** /dashboard/settings/outlets/:id/edit. */
export default function OutletEdit() {
  return <OutletFormPage action="edit" />;
}
