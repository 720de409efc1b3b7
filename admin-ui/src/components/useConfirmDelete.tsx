import { App } from "antd";
import type { ReactNode } from "react";

/**
 * The delete confirmation dialog of users, members and news:
 * "Apakah Anda yakin?" with the buttons "Batal" and "Hapus" (news says
 * "Ya, Hapus"). The dialog stays busy until the deletion answers; its toast
 * says how it went.
 */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return ({
    content,
    onConfirm,
    okText = "Hapus",
  }: {
    content: ReactNode;
    onConfirm: () => Promise<unknown>;
    okText?: string;
  }) =>
    modal.confirm({
      title: "Apakah Anda yakin?",
      content,
      okText,
      cancelText: "Batal",
      okButtonProps: { danger: true },
      // The error toast already tells what went wrong; close the dialog either way.
      onOk: () => onConfirm().catch(() => undefined),
    });
}
