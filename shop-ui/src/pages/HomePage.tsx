import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { listProducts } from "../api/products";
import type { Product } from "../api/types";
import {
  ArrowRightIcon,
  BadgeIcon,
  CheckIcon,
  ClockIcon,
  CodeIcon,
  LaptopIcon,
  MapPinIcon,
  PhoneIcon,
  PrinterIcon,
  SearchIcon,
  ShieldIcon,
  SmartphoneIcon,
  WrenchIcon,
} from "../components/Icons";
import { AdCarousel } from "../components/AdCarousel";
import { LoadMore } from "../components/LoadMore";
import { ProductGrid, SKELETON_COUNT } from "../components/ProductGrid";
import { normaliseRole } from "../lib/access";
import { useAds } from "../lib/ads";
import { useAuth } from "../lib/auth";
import { useDocumentTitle, useFailureToast } from "../lib/hooks";
import { usePages } from "../lib/pages";
import { productsFailed } from "../lib/productFilters";
import { useChangeNotice } from "../lib/realtime";
import { useSettings } from "../lib/settings";
import styles from "./HomePage.module.css";
import { RESOURCE } from "@konter/ui-kit";

/** Visitors see 4 products on the home page; members page through all of them. */
export const HOME_PRODUCT_COUNT = 4;
export const MEMBER_PAGE_SIZE = 20;

const SERVICES = [
  {
    Icon: SmartphoneIcon,
    title: "Servis Smartphone",
    text: "Ganti LCD dan baterai, perbaikan mesin, port cas, kamera, software, hingga HP mati total.",
  },
  {
    Icon: LaptopIcon,
    title: "Servis Komputer & Laptop",
    text: "Instal ulang, upgrade SSD dan RAM, perbaikan motherboard, engsel, keyboard, dan pembersihan.",
  },
  {
    Icon: PrinterIcon,
    title: "Servis Printer",
    text: "Head tersumbat, kertas macet, reset, pemasangan infus, dan perawatan rutin printer Anda.",
  },
] as const;

const STRENGTHS = [
  {
    Icon: WrenchIcon,
    title: "Teknisi Berpengalaman",
    text: "Ditangani teknisi yang terbiasa memperbaiki berbagai merek dan tipe perangkat.",
  },
  {
    Icon: BadgeIcon,
    title: "Suku Cadang Berkualitas",
    text: "Kami memakai suku cadang yang jelas asal-usulnya, dan biaya disampaikan sebelum pengerjaan.",
  },
  {
    Icon: ShieldIcon,
    title: "Status Servis Transparan",
    text: "Pantau perkembangan servis dengan nomor servis Anda, kapan saja tanpa perlu datang.",
  },
] as const;

const HERO_POINTS = [
  "Cek kerusakan & estimasi biaya sebelum dikerjakan",
  "Ditangani teknisi berpengalaman",
  "Status servis bisa dilacak online",
  "Produk & aksesoris tersedia di toko",
] as const;

/** Scroll to #services, #about… once the section exists (after a lazy load or a link click). */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() =>
      document.getElementById(id)?.scrollIntoView({ block: "start" }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

export default function HomePage() {
  const settings = useSettings();
  useDocumentTitle();
  useScrollToHash();

  const auth = useAuth();
  const member = Boolean(auth.user) && normaliseRole(auth.profile?.role) === "Member";
  const perPage = member ? MEMBER_PAGE_SIZE : HOME_PRODUCT_COUNT;
  const products = usePages<Product>(
    (page, signal) => listProducts({ sort: "name", page, per_page: perPage }, signal),
    perPage,
    [perPage],
    !auth.loading,
  );
  useChangeNotice(RESOURCE.products, products.refresh);
  useFailureToast(products.error, (err) => productsFailed(err.message));
  const { ads } = useAds("homepage_carousel");

  const consultationHref = settings.consultationLink || "#contact";
  const consultationExternal = /^https?:\/\//i.test(settings.consultationLink);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.heroBadge}>{settings.appDescription}</p>
            <h1 className={styles.heroTitle}>{settings.heroTitle}</h1>
            <p className={styles.heroSubtitle}>{settings.heroSubtitle}</p>
            <div className={styles.heroActions}>
              <a href="#services" className="btn btn-light">
                <WrenchIcon size={18} />
                Layanan Servis
              </a>
              <Link to="/tracking" className="btn btn-ghost-light">
                <SearchIcon size={18} />
                Lacak Servis
              </Link>
              <Link to="/products" className="btn btn-ghost-light">
                Lihat Produk
                <ArrowRightIcon size={18} />
              </Link>
            </div>
          </div>
          <ul className={styles.heroPoints} aria-label="Keunggulan kami">
            {HERO_POINTS.map((point) => (
              <li key={point}>
                <CheckIcon size={18} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {ads.length > 0 && (
        <div className={`container ${styles.ads}`}>
          <AdCarousel ads={ads} />
        </div>
      )}

      <section id="services" className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <div>
              <span className="eyebrow">Layanan Servis</span>
              <h2 id="services-title" className="section-title">
                Perangkat rusak? Kami bantu perbaiki
              </h2>
              <p className="section-lead">
                Bawa perangkat Anda ke toko. Kami periksa, jelaskan kerusakan dan biayanya, lalu
                kerjakan setelah Anda setuju.
              </p>
            </div>
          </div>
          <div className={styles.cards3}>
            {SERVICES.map(({ Icon, title, text }) => (
              <article key={title} className={`card ${styles.feature}`}>
                <span className={styles.featureIcon}>
                  <Icon size={24} />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className="muted">{text}</p>
              </article>
            ))}
          </div>
          <div className={`card ${styles.trackBanner}`}>
            <div>
              <h3 className={styles.featureTitle}>Sudah servis di tempat kami?</h3>
              <p className="muted">
                Cek status perbaikan perangkat Anda dengan nomor servis pada tanda terima.
              </p>
            </div>
            <Link to="/tracking" className="btn btn-primary">
              <SearchIcon size={18} />
              Lacak Status Servis
            </Link>
          </div>
        </div>
      </section>

      <section id="products" className={`section ${styles.alt}`} aria-labelledby="products-title">
        <div className="container">
          <div className="section-head">
            <div>
              <span className="eyebrow">Produk</span>
              <h2 id="products-title" className="section-title">
                {member ? "Semua Produk" : "Produk Pilihan"}
              </h2>
              <p className="section-lead">
                HP, laptop, aksesoris, dan suku cadang yang tersedia di toko kami.
              </p>
            </div>
            <Link to="/products" className="btn btn-outline">
              Lihat Semua Produk
              <ArrowRightIcon size={18} />
            </Link>
          </div>
          {products.error ? (
            <div className="alert" role="alert">
              {productsFailed(products.error.message)}{" "}
              <button type="button" className="btn btn-outline btn-sm" onClick={products.reload}>
                Coba Lagi
              </button>
            </div>
          ) : !products.loading && products.items.length === 0 ? (
            <p className="muted">Belum ada produk yang ditampilkan.</p>
          ) : (
            <>
              <ProductGrid
                products={products.items}
                loading={products.loading}
                skeletons={member ? SKELETON_COUNT : HOME_PRODUCT_COUNT}
              />
              {member && products.hasMore && (
                <LoadMore onLoadMore={products.loadMore} loading={products.loadingMore} />
              )}
            </>
          )}
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="about-title">
        <div className={`container ${styles.about}`}>
          <div>
            <span className="eyebrow">Tentang Kami</span>
            <h2 id="about-title" className="section-title">
              Mengapa servis di {settings.appName}?
            </h2>
            <p className="section-lead">{settings.aboutUsContent}</p>
          </div>
          <ul className={styles.strengths}>
            {STRENGTHS.map(({ Icon, title, text }) => (
              <li key={title} className={styles.strength}>
                <span className={styles.featureIcon}>
                  <Icon size={22} />
                </span>
                <div>
                  <h3 className={styles.featureTitle}>{title}</h3>
                  <p className="muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="it-services"
        className={`section ${styles.alt}`}
        aria-labelledby="it-services-title"
      >
        <div className="container">
          <div className={`card ${styles.itCard}`}>
            <span className={styles.itIcon}>
              <CodeIcon size={28} />
            </span>
            <div>
              <span className="eyebrow">Jasa Aplikasi</span>
              <h2 id="it-services-title" className="section-title">
                Butuh aplikasi untuk usaha Anda?
              </h2>
              <p className="section-lead">
                Kami juga melayani pembuatan website, aplikasi kasir, dan sistem informasi sesuai
                kebutuhan usaha. Ceritakan kebutuhan Anda, konsultasinya gratis.
              </p>
            </div>
            <a
              className="btn btn-primary"
              href={consultationHref}
              {...(consultationExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              Konsultasi Pembuatan Aplikasi
              <ArrowRightIcon size={18} />
            </a>
          </div>
        </div>
      </section>

      <section id="contact" className="section" aria-labelledby="contact-title">
        <div className="container">
          <div className="section-head">
            <div>
              <span className="eyebrow">Kontak</span>
              <h2 id="contact-title" className="section-title">
                Kunjungi atau hubungi kami
              </h2>
              <p className="section-lead">
                Pembayaran dan pengambilan pesanan dilakukan langsung di toko. Kami siap membantu.
              </p>
            </div>
          </div>
          <div className={styles.cards3}>
            <article className={`card ${styles.feature}`}>
              <span className={styles.featureIcon}>
                <MapPinIcon size={22} />
              </span>
              <h3 className={styles.featureTitle}>Alamat Toko</h3>
              <p className="muted">
                {settings.contactAddress ||
                  "Datang langsung ke toko kami untuk servis dan pembelian."}
              </p>
            </article>
            <article className={`card ${styles.feature}`}>
              <span className={styles.featureIcon}>
                <PhoneIcon size={22} />
              </span>
              <h3 className={styles.featureTitle}>Telepon & Email</h3>
              {settings.contactPhone || settings.contactEmail ? (
                <p className={styles.contactLines}>
                  {settings.contactPhone && (
                    <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`}>
                      {settings.contactPhone}
                    </a>
                  )}
                  {settings.contactEmail && (
                    <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                  )}
                </p>
              ) : (
                <p className="muted">
                  Tanyakan ketersediaan produk dan estimasi biaya servis di toko.
                </p>
              )}
            </article>
            <article className={`card ${styles.feature}`}>
              <span className={styles.featureIcon}>
                <ClockIcon size={22} />
              </span>
              <h3 className={styles.featureTitle}>Lacak Servis Online</h3>
              <p className="muted">
                Tidak perlu datang untuk menanyakan status servis.{" "}
                <Link to="/tracking">Lacak di sini</Link>.
              </p>
            </article>
          </div>
        </div>
      </section>
    </>
  );
}
