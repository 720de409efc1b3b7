import { useState } from "react";
import { Link } from "react-router";
import { listNews } from "../api/content";
import type { NewsArticle } from "../api/types";
import { useAuth } from "../lib/auth";
import { useAsync } from "../lib/hooks";
import { IMAGE_SIZES, photoProps } from "../lib/images";
import { FOOTER_NEWS_COUNT, newsDate } from "../lib/news";
import { useChangeNotice } from "../lib/realtime";
import { useSettings } from "../lib/settings";
import { AppLink } from "./AppLink";
import { accountLinks, LOGIN_LABEL, LOGIN_PATH } from "./navigation";
import { MailIcon, MapPinIcon, NewspaperIcon, PhoneIcon } from "./Icons";
import { Logo } from "./Logo";
import styles from "./Footer.module.css";
import { RESOURCE } from "@konter/ui-kit";

const SOCIAL_LINKS = [
  { key: "socialInstagram", label: "Instagram" },
  { key: "socialFacebook", label: "Facebook" },
  { key: "socialYoutube", label: "YouTube" },
  { key: "socialTiktok", label: "TikTok" },
] as const;

export function Footer() {
  const settings = useSettings();
  const { user, profile } = useAuth();
  // Signed in, the sign-in link becomes the way to one's profile.
  const account = user ? accountLinks(profile?.role)[0] : { label: LOGIN_LABEL, to: LOGIN_PATH };
  const year = new Date().getFullYear();
  const copyright =
    settings.footerCopyright || `© ${year} ${settings.appName}. Hak cipta dilindungi.`;
  const socials = SOCIAL_LINKS.filter(({ key }) => settings[key]);
  const hasContact = settings.contactAddress || settings.contactPhone || settings.contactEmail;
  const hasAuthor = Boolean(settings.authorDescription || settings.authorImageUrl);

  // The 3 latest published articles, kept current as the back-office publishes.
  const news = useAsync((signal) => listNews({ page: 1, per_page: FOOTER_NEWS_COUNT }, signal), []);
  useChangeNotice(RESOURCE.news, news.refresh);
  const latest = news.data?.items ?? [];

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo />
          <p className="muted">{settings.appDescription}</p>
          {hasAuthor && (
            <div className={styles.author} data-testid="author">
              {settings.authorImageUrl && <AuthorPhoto src={settings.authorImageUrl} />}
              {settings.authorDescription && (
                <p className={styles.authorText}>{settings.authorDescription}</p>
              )}
            </div>
          )}
        </div>

        <nav aria-label="Tautan footer">
          <h2 className={styles.title}>Jelajahi</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/#services">Layanan Servis</Link>
            </li>
            <li>
              <Link to="/products">Produk</Link>
            </li>
            <li>
              <Link to="/news">Berita</Link>
            </li>
            <li>
              <Link to="/tracking">Lacak Status Servis</Link>
            </li>
            <li>
              <AppLink to={account.to}>{account.label}</AppLink>
            </li>
          </ul>
        </nav>

        {latest.length > 0 && (
          <nav aria-labelledby="footer-news-title">
            <h2 id="footer-news-title" className={styles.title}>
              Berita Terbaru
            </h2>
            <ul className={styles.news}>
              {latest.map((article) => (
                <FooterArticle key={article.id} article={article} timeZone={settings.timezone} />
              ))}
            </ul>
          </nav>
        )}

        <div>
          <h2 className={styles.title}>Kontak</h2>
          {hasContact ? (
            <ul className={styles.contact}>
              {settings.contactAddress && (
                <li>
                  <MapPinIcon size={18} />
                  <span>{settings.contactAddress}</span>
                </li>
              )}
              {settings.contactPhone && (
                <li>
                  <PhoneIcon size={18} />
                  <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`}>
                    {settings.contactPhone}
                  </a>
                </li>
              )}
              {settings.contactEmail && (
                <li>
                  <MailIcon size={18} />
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </li>
              )}
            </ul>
          ) : (
            <p className="muted">
              Kunjungi toko kami untuk servis, konsultasi, dan pembelian perangkat.
            </p>
          )}
          {socials.length > 0 && (
            <ul className={styles.socials}>
              {socials.map(({ key, label }) => (
                <li key={key}>
                  <a href={settings[key]} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">{copyright}</div>
      </div>
    </footer>
  );
}

function FooterArticle({ article, timeZone }: { article: NewsArticle; timeZone: string }) {
  const [failed, setFailed] = useState(false);
  const date = newsDate(article, timeZone);
  return (
    <li>
      <Link to={`/news/${encodeURIComponent(article.slug)}`} className={styles.newsLink}>
        {article.image_url && !failed ? (
          <img
            className={styles.newsImage}
            {...photoProps(article.image_url, IMAGE_SIZES.thumb)}
            alt=""
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <span className={`${styles.newsImage} ${styles.newsPlaceholder}`} aria-hidden="true">
            <NewspaperIcon size={20} />
          </span>
        )}
        <span className={styles.newsText}>
          {date && (
            <time className={styles.newsDate} dateTime={article.published_at ?? undefined}>
              {date}
            </time>
          )}
          <span className={styles.newsTitle}>{article.title}</span>
        </span>
      </Link>
    </li>
  );
}

/** The author's photo; hidden if it cannot be loaded. */
function AuthorPhoto({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <img
      className={styles.authorPhoto}
      src={src}
      alt="Foto penulis"
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
