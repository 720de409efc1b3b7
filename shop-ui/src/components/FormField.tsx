import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import styles from "./Form.module.css";

interface FieldChrome {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string;
  /** '(opsional)' after the label. */
  optional?: boolean;
  hint?: string;
}

type InputProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextareaProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled input (or textarea) with its error under it. */
export function FormField(props: InputProps | TextareaProps) {
  const { label, error, optional, hint, multiline, className, ...rest } = props;
  const id = useId();
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    className: `field ${className ?? ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (opsional)</span>}
      </label>
      {multiline ? (
        <textarea rows={3} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level message: the server's answer, or a note after sign-up. */
export function FormNotice({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return (
    <div
      className={`${styles.notice} ${kind === "error" ? styles.noticeError : styles.noticeSuccess}`}
      role={kind === "error" ? "alert" : "status"}
    >
      {children}
    </div>
  );
}
