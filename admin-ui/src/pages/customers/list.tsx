import { AddressBookPage } from "../../components/addressBook/AddressBookPage";
import type { AddressBook } from "../../components/addressBook/book";

const customers: AddressBook = {
  resource: "customers",
  title: "Data Pelanggan",
  noun: "pelanggan",
  nameRequired: "Nama pelanggan tidak boleh kosong.",
  showPath: "/dashboard/data/customers",
};

/** /dashboard/data/customers. */
export default function CustomerList() {
  return <AddressBookPage book={customers} />;
}
