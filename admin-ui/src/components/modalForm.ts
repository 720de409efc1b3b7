import type { BaseKey } from "@refinedev/core";
import type { FormProps, ModalProps } from "antd";

/**
 * Modal props for an edit dialog of `useModalForm` that forget the record once
 * the dialog has closed. Otherwise the record's query stays subscribed: when
 * the row is deleted later (here or by someone else, via the live feed) it is
 * refetched, and a "… tidak ditemukan." toast appears for a dialog nobody sees.
 */
export function editModalProps(form: {
  modalProps: ModalProps;
  setId?: (id?: BaseKey) => void;
}): ModalProps {
  return {
    ...form.modalProps,
    afterClose: () => {
      form.modalProps.afterClose?.();
      form.setId?.(undefined);
    },
  };
}

/**
 * Submits a `useModalForm` form with values shaped for the API. A refused save
 * has already been told (error toast, field errors) and the dialog stays open;
 * the rejected promise is not left unhandled.
 */
export function submitForm<T>(formProps: FormProps<T>, values: T): void {
  void Promise.resolve(formProps.onFinish?.(values)).catch(() => undefined);
}
