import { useState, type FormEvent } from "react";
import { fieldErrors } from "../api/client";
import { signUp } from "../api/auth";
import { FormField, FormNotice } from "./FormField";
import styles from "./Form.module.css";

export const FULL_NAME_REQUIRED = "Nama Lengkap wajib diisi.";

const EMPTY = { full_name: "", email: "", password: "", phone: "", address: "" };
type Fields = typeof EMPTY;

/**
 * The 'Daftar' tab: Nama Lengkap is required, Nomor HP and Alamat are optional.
 * The account can sign in once the e-mailed link has been opened.
 */
export function SignUpForm({
  onSignedUp,
}: {
  onSignedUp: (email: string, message: string) => void;
}) {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState("");

  const bind = (name: keyof Fields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError("");
    if (!values.full_name.trim()) {
      setErrors({ full_name: FULL_NAME_REQUIRED });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { message } = await signUp({
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim() || undefined,
        address: values.address.trim() || undefined,
      });
      onSignedUp(values.email.trim(), message);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const byField: Partial<Record<keyof Fields, string>> = fieldErrors(err);
      const shown = Object.keys(EMPTY).some((name) => byField[name as keyof Fields] === message);
      setErrors(byField);
      setFormError(shown ? "" : message);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {formError && <FormNotice kind="error">{formError}</FormNotice>}
      <FormField
        label="Nama Lengkap"
        autoComplete="name"
        required
        maxLength={120}
        {...bind("full_name")}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        {...bind("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        maxLength={72}
        hint="Minimal 6 karakter."
        {...bind("password")}
      />
      <FormField
        label="Nomor HP"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
        maxLength={40}
        {...bind("phone")}
      />
      <FormField
        label="Alamat"
        multiline
        autoComplete="street-address"
        optional
        maxLength={500}
        {...bind("address")}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? "Mendaftarkan..." : "Daftar"}
      </button>
    </form>
  );
}
