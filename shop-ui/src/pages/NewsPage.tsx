import { Link, useSearchParams } from "react-router";
import { listNews } from "../api/content";
import type { NewsArticle } from "../api/types";
import { ArrowRightIcon, CalendarIcon, NewspaperIcon, UserIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { Pagination } from "../components/Pagination";
import { NewsImage } from "../components/NewsImage";
import { useAsync, useDocumentTitle } from "../lib/hooks";
import { authorName, NEWS_PER_PAGE, newsDate, newsExcerpt, NO_NEWS } from "../lib/news";
import { useChangeNotice } from "../lib/realtime";
import { useSettings } from "../lib/settings";
import styles from "./NewsPage.module.css";
import { IMAGE_SIZES } from "../lib/images";
import { RESOURCE } from "@konter/ui-kit";
import { LoadFailed } from "../components/LoadFailed";

/** The page number in ?page=, 1 when missing or not a positive whole number. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** /news: published articles, newest first, a page at a time. */
export default function NewsPage() {
  useDocumentTitle("Berita");
  const { timezone } = useSettings();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const { data, error, loading, reload, refresh } = useAsync(
    (signal) => listNews({ page, per_page: NEWS_PER_PAGE }, signal),
    [page],
  );
  useChangeNotice(RESOURCE.news, refresh);

  const items = data?.items ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / NEWS_PER_PAGE));

  let content;
  if (error) {
    content = <LoadFailed message={`Gagal memuat berita: ${error.message}`} onRetry={reload} />;
  } else if (loading) {
    content = (
      <div className={styles.grid} aria-busy="true" aria-label="Memuat berita">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={`card ${styles.card}`}>
            <div className={`skeleton ${styles.image}`} />
            <div className={styles.body}>
              <div className="skeleton" style={{ height: 20, width: "80%" }} />
              <div className="skeleton" style={{ height: 14, width: "50%" }} />
              <div className="skeleton" style={{ height: 56 }} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (items.length === 0) {
    content =
      (data?.total ?? 0) > 0 ? (
        <Message
          icon={<NewspaperIcon size={28} />}
          title="Halaman ini kosong"
          actions={
            <Link className="btn btn-primary" to="/news">
              Ke Halaman Pertama
            </Link>
          }
        />
      ) : (
        <Message icon={<NewspaperIcon size={28} />} title={NO_NEWS} />
      );
  } else {
    content = (
      <div className={styles.grid}>
        {items.map((article) => (
          <NewsCard key={article.id} article={article} timeZone={timezone} />
        ))}
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className="section-title">Berita</h1>
        <p className="section-lead">
          Kabar terbaru, tips perawatan perangkat, dan promo dari toko kami.
        </p>
      </div>
      {content}
      {!error && !loading && pages > 1 && (
        <Pagination
          label="Halaman berita"
          page={page}
          pages={pages}
          pathFor={(p) => (p > 1 ? `/news?page=${p}` : "/news")}
        />
      )}
    </div>
  );
}

function NewsCard({ article, timeZone }: { article: NewsArticle; timeZone: string }) {
  const href = `/news/${encodeURIComponent(article.slug)}`;
  const date = newsDate(article, timeZone);
  return (
    <article className={`card ${styles.card}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
        <NewsImage src={article.image_url} className={styles.image} sizes={IMAGE_SIZES.card} />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={href}>{article.title}</Link>
        </h2>
        <p className={styles.meta}>
          <span>
            <UserIcon size={15} />
            {authorName(article)}
          </span>
          {date && (
            <span>
              <CalendarIcon size={15} />
              <time dateTime={article.published_at ?? undefined}>{date}</time>
            </span>
          )}
        </p>
        <p className={styles.excerpt}>{newsExcerpt(article)}</p>
        <Link to={href} className={styles.more} aria-label={`Baca Selengkapnya: ${article.title}`}>
          Baca Selengkapnya
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
