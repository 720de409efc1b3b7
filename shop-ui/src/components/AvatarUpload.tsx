import { useRef, useState, type ChangeEvent } from "react";
import { uploadAvatar } from "../api/auth";
import type { Profile } from "../api/types";
import { AVATAR_TYPES, avatarFileError } from "../lib/accountRules";
import { toast } from "../lib/toast";
import { Avatar } from "./Avatar";
import { CameraIcon } from "./Icons";
import styles from "./ProfileCards.module.css";

/** The photo and a 'Ganti Foto' button; the new photo shows as soon as the server has it. */
export function AvatarUpload({
  profile,
  onUploaded,
  onError,
}: {
  profile: Profile;
  onUploaded: (profile: Profile) => void;
  onError?: (err: unknown) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still fires a change
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      toast.error(`Gagal mengunggah foto: ${problem}`);
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadAvatar(file));
    } catch (err) {
      toast.error(`Gagal mengunggah foto: ${err instanceof Error ? err.message : String(err)}`);
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.identity}>
      <Avatar url={profile.avatar_url} name={profile.full_name || profile.email} size={88} />
      <div className={styles.identityText}>
        <p className={styles.name}>{profile.full_name}</p>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onChange}
        />
        <button
          type="button"
          className={`btn btn-outline btn-sm ${styles.photoButton}`}
          onClick={() => inputRef.current?.click()}
          disabled={busy}
        >
          <CameraIcon size={16} />
          {busy ? "Mengunggah..." : "Ganti Foto"}
        </button>
        <p className={styles.photoHint}>PNG, JPEG, WebP atau GIF, maksimal 5 MB.</p>
      </div>
    </div>
  );
}
