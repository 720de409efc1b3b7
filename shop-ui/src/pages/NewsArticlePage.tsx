import { Link, useParams } from "react-router";
import { getArticle } from "../api/content";
import { ArrowLeftIcon, CalendarIcon, NewspaperIcon, UserIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { NewsImage } from "../components/NewsImage";
import { useAsync, useDocumentTitle } from "../lib/hooks";
import { authorName, newsDate } from "../lib/news";
import { useChangeNotice } from "../lib/realtime";
import { useSettings } from "../lib/settings";
import styles from "./NewsArticlePage.module.css";
import { RESOURCE } from "@konter/ui-kit";

export const ARTICLE_NOT_FOUND = "Artikel Tidak Ditemukan";
export const ARTICLE_LOAD_FAILED =
  "Gagal memuat artikel. Mungkin artikel tidak ditemukan atau terjadi kesalahan jaringan.";

/**
 * /news/{slug}: one published article. Its content is HTML the server has sanitised (no scripts,
 * no on* attributes, no javascript: links) before storing it; here it is only laid out.
 */
export default function NewsArticlePage() {
  const { slug = "" } = useParams();
  const { timezone } = useSettings();
  const {
    data: article,
    error,
    loading,
    refresh,
  } = useAsync((signal) => getArticle(slug, signal), [slug]);
  useChangeNotice(RESOURCE.news, refresh);
  useDocumentTitle(article ? article.title : error ? ARTICLE_NOT_FOUND : "Berita");

  const back = (
    <Link to="/news" className={styles.back}>
      <ArrowLeftIcon size={18} />
      Kembali ke Berita
    </Link>
  );

  if (loading) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true" aria-label="Memuat artikel">
        <div className={styles.article}>
          <div className="skeleton" style={{ height: 18, width: 140 }} />
          <div className="skeleton" style={{ height: 40, width: "85%", marginTop: 20 }} />
          <div className="skeleton" style={{ height: 16, width: "45%", marginTop: 14 }} />
          <div className={`skeleton ${styles.image}`} style={{ marginTop: 24 }} />
        </div>
      </div>
    );
  }

  if (!article) {
    return (
      <div className={`container ${styles.page}`}>
        <Message
          icon={<NewspaperIcon size={28} />}
          title={ARTICLE_NOT_FOUND}
          actions={
            <Link to="/news" className="btn btn-primary">
              Kembali ke Berita
            </Link>
          }
        >
          {ARTICLE_LOAD_FAILED}
        </Message>
      </div>
    );
  }

  const date = newsDate(article, timezone);
  return (
    <div className={`container ${styles.page}`}>
      <article className={styles.article}>
        {back}
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.meta}>
            {date && (
              <span>
                <CalendarIcon size={16} />
                <time dateTime={article.published_at ?? undefined}>{date}</time>
              </span>
            )}
            <span>
              <UserIcon size={16} />
              {authorName(article)}
            </span>
          </p>
        </header>
        {article.image_url && (
          <NewsImage src={article.image_url} alt={article.title} className={styles.image} eager />
        )}
        <div
          className={styles.content}
          data-testid="article-content"
          // Sanitised on the server (bluemonday) when the article is saved.
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
        <footer className={styles.footer}>{back}</footer>
      </article>
    </div>
  );
}
