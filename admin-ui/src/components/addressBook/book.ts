import type { ContactBody } from "../../interfaces";

/**
 * Customers and suppliers are the same address book (name, phone, address):
 * one page component, configured by
 * one of these.
 */
export interface AddressBook {
  resource: "customers" | "suppliers";
  /** Page heading. */
  title: string;
  /** The entry in a sentence, lower case: "pelanggan", "supplier". */
  noun: string;
  /** The text when the name is empty. */
  nameRequired: string;
  /** Where an entry's own page is ({showPath}/{id}): a customer's sales, repairs and instalments. */
  showPath?: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every text of an address-book page, from its noun. */
export function bookTexts({ noun }: AddressBook) {
  const Noun = capitalise(noun);
  return {
    Noun,
    nameLabel: `Nama ${Noun}`,
    add: `Tambah ${Noun}`,
    addTitle: `Tambah ${Noun}`,
    editTitle: `Edit ${Noun}`,
    empty: `Belum ada ${noun}.`,
    created: `${Noun} berhasil ditambahkan!`,
    updated: `Data ${noun} berhasil diperbarui!`,
    deleted: `${Noun} berhasil dihapus!`,
    createFailed: `Gagal menambah ${noun}`,
    updateFailed: `Gagal memperbarui ${noun}`,
    deleteFailed: `Gagal menghapus ${noun}`,
    confirmDelete: (name: string) =>
      `Hapus ${noun} "${name}"? Data yang dihapus tidak dapat dikembalikan.`,
  };
}

/** The dialog's values as the API takes them: trimmed; empty phone/address are sent as "" (stored as null). */
export function contactBody(values: Partial<ContactBody>): ContactBody {
  return {
    name: (values.name ?? "").trim(),
    phone: (values.phone ?? "").trim(),
    address: (values.address ?? "").trim(),
  };
}
