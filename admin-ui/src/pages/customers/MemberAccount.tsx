import { useCustomMutation, useInvalidate, usePermissions } from "@refinedev/core";
import type { Customer, Role, User } from "../../interfaces";
import { SearchSelect } from "../../components/serverSearch/SearchSelect";
import { failure, success } from "../../lib/notify";

export const MSG_MEMBER_LINKED = "Akun member pelanggan disimpan.";
export const MEMBER_LINK_HINT = "Belanja pelanggan ini di kasir tampil di Pesanan Saya member itu.";

const memberLabel = (m: User) => `${m.full_name || "-"} (${m.email})`;

/**
 * 'Akun Member' on a customer's page: the member's account whose Pesanan Saya shows this
 * customer's sales. The Admin picks it from the members (never matched by name or number) or
 * clears it; a Kasir sees whether there is one.
 */
export function MemberAccount({ customer }: { customer: Customer }) {
  const { data: role } = usePermissions<Role | null>({});
  const invalidate = useInvalidate();
  const { mutate: link, mutation } = useCustomMutation<Customer>();
  if (role !== "Admin") return customer.member_id ? "Terhubung" : "-";
  return (
    <SearchSelect<User>
      resource="members"
      optionLabel={memberLabel}
      failure="Gagal memuat data member"
      value={customer.member_id}
      onChange={(memberId) =>
        link(
          {
            url: `/api/customers/${encodeURIComponent(String(customer.id))}/member`,
            method: "put",
            values: { member_id: memberId === null ? null : Number(memberId) },
            successNotification: success(MSG_MEMBER_LINKED),
            errorNotification: failure("Gagal menyimpan akun member"),
          },
          {
            onSettled: () =>
              void invalidate({ resource: "customers", invalidates: ["detail"], id: customer.id }),
          },
        )
      }
      loading={mutation.isPending}
      allowClear
      aria-label="Akun member"
      placeholder="Pilih akun member"
      notFoundContent="Member tidak ditemukan."
      title={MEMBER_LINK_HINT}
      popupMatchSelectWidth={false}
      // The details are a table, whose cell grows with the name chosen: on a phone the box stays
      // beside its label and the name is cut short instead.
      style={{ width: "100%", maxWidth: "calc(100vw - 200px)" }}
    />
  );
}
