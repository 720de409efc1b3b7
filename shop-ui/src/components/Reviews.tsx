import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError } from "../api/client";
import { writeReview } from "../api/reviews";
import type { Review, ReviewPage } from "../api/types";
import { normaliseRole } from "../lib/access";
import { useAuth } from "../lib/auth";
import { formatDate } from "../lib/format";
import type { Pages } from "../lib/pages";
import { toast } from "../lib/toast";
import { Avatar } from "./Avatar";
import { StarIcon } from "./Icons";
import { Stars } from "./Stars";
import styles from "./Reviews.module.css";
import { MSG_COMMENT_REQUIRED, MSG_RATING_REQUIRED } from "@konter/ui-kit";

export const MSG_SIGN_IN_TO_REVIEW = "Anda harus login untuk memberikan ulasan.";
export { MSG_COMMENT_REQUIRED, MSG_RATING_REQUIRED };
export const MSG_REVIEW_SENT = "Ulasan berhasil dikirim!";
export const MSG_REVIEWS_FAILED = "Gagal memuat ulasan produk.";
export const ANONYMOUS_AUTHOR = "Pengguna Anonim";

/** The review section of a product page: the form (members) or a sign-in prompt, then the reviews. */
export function Reviews({
  productId,
  reviews,
}: {
  productId: number;
  reviews: Pages<Review, ReviewPage>;
}) {
  const { user, profile } = useAuth();
  const member = Boolean(user) && normaliseRole(profile?.role) === "Member";

  useEffect(() => {
    if (reviews.error) toast.error(MSG_REVIEWS_FAILED);
  }, [reviews.error]);

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Ulasan Pembeli {reviews.total > 0 && <span className="muted">({reviews.total})</span>}
      </h2>

      <div className={styles.columns}>
        {member ? (
          <ReviewForm productId={productId} onSent={reviews.refresh} />
        ) : (
          <p className={`card ${styles.prompt}`}>
            <Link to="/member-login">Masuk sebagai member</Link> untuk menulis ulasan produk ini.
          </p>
        )}

        <div className={styles.reviews}>
          {reviews.loading ? (
            <p className="muted">Memuat ulasan...</p>
          ) : reviews.error ? (
            <p className="muted">{MSG_REVIEWS_FAILED}</p>
          ) : reviews.items.length === 0 ? (
            <p className="muted">Belum ada ulasan untuk produk ini.</p>
          ) : (
            <ul className={styles.list}>
              {reviews.items.map((review) => (
                <li key={review.id} className={styles.review}>
                  <Avatar
                    url={review.author_avatar_url}
                    name={review.author_name ?? ANONYMOUS_AUTHOR}
                    size={40}
                  />
                  <div className={styles.body}>
                    <p className={styles.author}>{review.author_name || ANONYMOUS_AUTHOR}</p>
                    <p className={styles.meta}>
                      <Stars value={review.rating} size={15} />
                      <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                    </p>
                    <p className={styles.comment}>{review.comment}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {reviews.hasMore && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={reviews.loadMore}
              disabled={reviews.loadingMore}
            >
              {reviews.loadingMore ? "Memuat..." : "Tampilkan Ulasan Lainnya"}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewForm({ productId, onSent }: { productId: number; onSent: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return void toast.error(MSG_RATING_REQUIRED);
    if (!comment.trim()) return void toast.error(MSG_COMMENT_REQUIRED);
    setBusy(true);
    try {
      await writeReview(productId, { rating, comment: comment.trim() });
      toast.success(MSG_REVIEW_SENT);
      setRating(0);
      setComment("");
      onSent();
    } catch (err) {
      // The session ended since the page loaded.
      if (err instanceof ApiError && err.status === 401) toast.error(MSG_SIGN_IN_TO_REVIEW);
      else
        toast.error(
          `Gagal mengirim ulasan. Error: ${err instanceof Error ? err.message : String(err)}`,
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.rating}>
        <legend>Rating Anda</legend>
        <div className={styles.starPicker}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={n <= rating ? styles.starOn : styles.starOff}
              aria-label={`${n} bintang`}
              aria-pressed={n === rating}
              onClick={() => setRating(n)}
            >
              <StarIcon size={28} filled={n <= rating} />
            </button>
          ))}
        </div>
      </fieldset>
      <label className={styles.label} htmlFor="review-comment">
        Ulasan
      </label>
      <textarea
        id="review-comment"
        className="field"
        rows={3}
        maxLength={2000}
        placeholder="Bagaimana pengalaman Anda dengan produk ini?"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <p className={styles.hint}>
        Satu ulasan per produk: mengirim lagi akan memperbarui ulasan Anda.
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Mengirim..." : "Kirim Ulasan"}
      </button>
    </form>
  );
}
