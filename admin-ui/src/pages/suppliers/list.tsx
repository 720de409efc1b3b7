import { AddressBookPage } from "../../components/addressBook/AddressBookPage";
import type { AddressBook } from "../../components/addressBook/book";

const suppliers: AddressBook = {
  resource: "suppliers",
  title: "Data Supplier",
  noun: "supplier",
  nameRequired: "Nama supplier tidak boleh kosong.",
};

/** /dashboard/data/suppliers. */
export default function SupplierList() {
  return <AddressBookPage book={suppliers} />;
}
