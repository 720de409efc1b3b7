import { useState, type FormEvent } from "react";
import { ApiError } from "../api/client";
import { resendVerification } from "../api/auth";
import { useAuth } from "../lib/auth";
import { FormField, FormNotice } from "./FormField";
import styles from "./Form.module.css";

/** The server's 403 for an account whose e-mail is not verified yet mentions this. */
function isUnverified(err: unknown): boolean {
  return (
    err instanceof ApiError && err.status === 403 && err.message.includes("belum diverifikasi")
  );
}

/**
 * The 'Masuk' tab: e-mail and password at the member door. The server's message is shown as it
 * is; an unverified account is offered a new verification link.
 */
export function SignInForm({
  initialEmail = "",
  notice,
}: {
  initialEmail?: string;
  notice?: string;
}) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [resend, setResend] = useState<{ busy: boolean; message?: string; failed?: boolean }>({
    busy: false,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setResend({ busy: false });
    try {
      // On success the session changes and the page moves on to /products.
      await signIn(email.trim(), password);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  const onResend = async () => {
    setResend({ busy: true });
    try {
      const { message } = await resendVerification(email.trim());
      setResend({ busy: false, message });
    } catch (err) {
      setResend({
        busy: false,
        message: err instanceof Error ? err.message : String(err),
        failed: true,
      });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {notice && !error && <FormNotice kind="success">{notice}</FormNotice>}
      {error != null && (
        <FormNotice kind="error">
          <span>{error instanceof Error ? error.message : String(error)}</span>
          {isUnverified(error) &&
            (resend.message ? (
              <span role={resend.failed ? "alert" : "status"}>{resend.message}</span>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={onResend}
                disabled={resend.busy}
              >
                {resend.busy ? "Mengirim..." : "Kirim Ulang Email Verifikasi"}
              </button>
            ))}
        </FormNotice>
      )}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? "Memproses..." : "Masuk"}
      </button>
    </form>
  );
}
