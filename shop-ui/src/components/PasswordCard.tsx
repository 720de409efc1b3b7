import { useState, type FormEvent } from "react";
import { changePassword } from "../api/auth";
import { passwordChangeError } from "../lib/accountRules";
import { toast } from "../lib/toast";
import { FormField } from "./FormField";
import { LockIcon } from "./Icons";
import formStyles from "./Form.module.css";
import styles from "./ProfileCards.module.css";

/** 'Keamanan Akun': a new password, typed twice. */
export function PasswordCard({ onUnauthorized }: { onUnauthorized?: (err: unknown) => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordChangeError(password, confirm);
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      const { message } = await changePassword(password, confirm);
      toast.success(message);
      setPassword("");
      setConfirm("");
    } catch (err) {
      toast.error(`Gagal mengubah password: ${err instanceof Error ? err.message : String(err)}`);
      onUnauthorized?.(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="security-title">
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <LockIcon size={18} />
        </span>
        <div>
          <h2 id="security-title" className={styles.cardTitle}>
            Keamanan Akun
          </h2>
          <p className={styles.cardLead}>Ubah password untuk akun Anda.</p>
        </div>
      </div>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormField
          label="Password Baru"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField
          label="Konfirmasi Password Baru"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {error && (
          <p className={formStyles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Mengubah..." : "Ubah Password"}
          </button>
        </div>
      </form>
    </section>
  );
}
