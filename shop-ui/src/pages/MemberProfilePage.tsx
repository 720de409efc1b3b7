import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../api/client";
import { getMyProfile } from "../api/auth";
import type { Profile } from "../api/types";
import { UserIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { PageLoader } from "../components/PageLoader";
import { PasswordCard } from "../components/PasswordCard";
import { ProfileDetailsCard } from "../components/ProfileDetailsCard";
import { useAuth } from "../lib/auth";
import { useAsync, useDocumentTitle } from "../lib/hooks";
import styles from "./MemberProfilePage.module.css";

export const PROFILE_NOT_FOUND = "Profil Tidak Ditemukan";

/** /member-profile ('Profil Saya', members only). */
export default function MemberProfilePage() {
  useDocumentTitle("Profil Saya");
  const auth = useAuth();
  const { data, error, loading, reload } = useAsync((signal) => getMyProfile(signal), []);
  const [saved, setSaved] = useState<Profile | null>(null);
  const profile = saved ?? data;

  const onSaved = (next: Profile) => {
    setSaved(next);
    auth.setProfile(next);
  };
  // A session that ended meanwhile: reloading it lets the route guard send the user to sign in.
  const { refresh } = auth;
  const onError = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) void refresh();
    },
    [refresh],
  );
  useEffect(() => onError(error), [error, onError]);

  if (loading && !profile) return <PageLoader />;
  if (!profile) {
    const notFound = !error || (error instanceof ApiError && error.isNotFound);
    return (
      <div className="container">
        <Message
          icon={<UserIcon size={28} />}
          title={notFound ? PROFILE_NOT_FOUND : "Gagal memuat profil"}
          actions={
            notFound ? (
              <Link to="/member-login" className="btn btn-primary">
                Ke Halaman Masuk
              </Link>
            ) : (
              <button type="button" className="btn btn-primary" onClick={reload}>
                Coba Lagi
              </button>
            )
          }
        >
          {error?.message}
        </Message>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>Profil Saya</h1>
        <p className="muted">Kelola data diri, foto profil, dan password akun Anda.</p>
      </header>
      <div className={styles.grid}>
        <ProfileDetailsCard
          key={profile.id}
          profile={profile}
          onSaved={onSaved}
          onError={onError}
        />
        <PasswordCard onUnauthorized={onError} />
      </div>
    </div>
  );
}
