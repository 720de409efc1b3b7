import { useState, type FormEvent } from "react";
import { updateMyProfile } from "../api/auth";
import type { Profile } from "../api/types";
import { toast } from "../lib/toast";
import { AvatarUpload } from "./AvatarUpload";
import { FormField } from "./FormField";
import { UserIcon } from "./Icons";
import formStyles from "./Form.module.css";
import styles from "./ProfileCards.module.css";

/** Photo, read-only e-mail, and the member's editable phone and address. */
export function ProfileDetailsCard({
  profile,
  onSaved,
  onError,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onError?: (err: unknown) => void;
}) {
  const [phone, setPhone] = useState(profile.phone ?? "");
  const [address, setAddress] = useState(profile.address ?? "");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await updateMyProfile({ phone, address });
      setPhone(saved.phone ?? "");
      setAddress(saved.address ?? "");
      onSaved(saved);
      toast.success("Profil berhasil diperbarui!");
    } catch (err) {
      toast.error(`Gagal memperbarui profil: ${err instanceof Error ? err.message : String(err)}`);
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="profile-title">
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <UserIcon size={18} />
        </span>
        <div>
          <h2 id="profile-title" className={styles.cardTitle}>
            Informasi Akun
          </h2>
          <p className={styles.cardLead}>
            Nomor HP dan alamat dipakai untuk menghubungi Anda soal pesanan.
          </p>
        </div>
      </div>
      <AvatarUpload profile={profile} onUploaded={onSaved} onError={onError} />
      <form className={formStyles.form} onSubmit={onSubmit}>
        <FormField
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          className={styles.readonly}
        />
        <FormField
          label="Nomor HP"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <FormField
          label="Alamat"
          multiline
          name="address"
          autoComplete="street-address"
          maxLength={500}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Menyimpan..." : "Simpan Perubahan"}
          </button>
        </div>
      </form>
    </section>
  );
}
