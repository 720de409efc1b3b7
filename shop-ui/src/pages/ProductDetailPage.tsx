import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../api/client";
import { getProduct, listProducts } from "../api/products";
import { listReviews } from "../api/reviews";
import type { Product, Review, ReviewPage } from "../api/types";
import { ChevronLeftIcon, PackageIcon, ShareIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { AddToCartButton, isOutOfStock } from "../components/ProductCard";
import { ProductGrid } from "../components/ProductGrid";
import { ProductImage } from "../components/ProductImage";
import { Reviews } from "../components/Reviews";
import { formatRating, Stars } from "../components/Stars";
import { formatRupiah } from "../lib/format";
import { useAsync, useDocumentTitle, useFailureToast } from "../lib/hooks";
import { usePages } from "../lib/pages";
import { productsPath } from "../lib/productFilters";
import { useChangeNotice } from "../lib/realtime";
import { whatsAppShareUrl } from "../lib/share";
import { pickRelated, RELATED_COUNT, seededRandom } from "../lib/related";
import styles from "./ProductDetailPage.module.css";
import { IMAGE_SIZES } from "../lib/images";
import { RESOURCE, MSG_PRODUCT_NOT_FOUND } from "@konter/ui-kit";

export const REVIEWS_PER_PAGE = 10;

export const NO_DESCRIPTION = "Tidak ada deskripsi untuk produk ini.";
export const PRODUCT_NOT_FOUND = MSG_PRODUCT_NOT_FOUND;

/** "12 tersedia" or "Habis". */
export function stockLine(stock: number): string {
  return stock > 0 ? `${stock} tersedia` : "Habis";
}

export const MSG_PRODUCT_FAILED = "Gagal memuat detail produk.";

const isNotFound = (error: unknown) => !(error instanceof ApiError) || error.status === 404;

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** 'Produk Lainnya': the same category first, then others (a page of them, picked at random). */
function loadRelated(
  product: Pick<Product, "id" | "category">,
  random: () => number,
  signal: AbortSignal,
): Promise<Product[]> {
  return listProducts(
    { category: product.category ?? undefined, sort: "name", per_page: RELATED_COUNT + 1 },
    signal,
  ).then(async (page) => {
    const same = page.items ?? [];
    const enough = same.filter((p) => p.id !== product.id).length >= RELATED_COUNT;
    const others = enough
      ? []
      : ((await listProducts({ sort: "name", per_page: 24 }, signal)).items ?? []);
    return pickRelated(product, same, others, random);
  });
}

export default function ProductDetailPage() {
  const id = parseId(useParams().id);
  const {
    data: product,
    error,
    loading,
    refresh,
  } = useAsync(
    (signal) =>
      id === null ? Promise.reject(new ApiError(PRODUCT_NOT_FOUND, 404)) : getProduct(id, signal),
    [id],
  );
  // Each visit shows its own pick of related products, the same pick on every render.
  const [visit] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const seed = (visit ^ (id ?? 0)) >>> 0;
  const shownId = product?.id;
  const category = product?.category;
  const related = useAsync(
    (signal) =>
      shownId === undefined || category === undefined
        ? Promise.resolve([])
        : loadRelated({ id: shownId, category }, seededRandom(seed), signal),
    [shownId, category, seed],
  );
  const reviews = usePages<Review, ReviewPage>(
    (page, signal) => listReviews(id ?? 0, { page, per_page: REVIEWS_PER_PAGE }, signal),
    REVIEWS_PER_PAGE,
    [id],
    id !== null,
  );
  useChangeNotice(RESOURCE.products, (notice) => {
    if (!notice.ids?.length || (id !== null && notice.ids.includes(id))) refresh();
    related.refresh();
  });
  useDocumentTitle(product?.name ?? (error ? PRODUCT_NOT_FOUND : undefined));
  useFailureToast(error, (err) => (isNotFound(err) ? null : MSG_PRODUCT_FAILED));

  if (loading) return <DetailSkeleton />;

  if (error || !product) {
    const notFound = isNotFound(error);
    return (
      <div className="container">
        <Message
          icon={<PackageIcon size={28} />}
          title={PRODUCT_NOT_FOUND}
          actions={
            <Link to={productsPath()} className="btn btn-primary">
              <ChevronLeftIcon size={18} />
              Kembali ke Produk
            </Link>
          }
        >
          {!notFound && <p>{MSG_PRODUCT_FAILED}</p>}
        </Message>
      </div>
    );
  }

  const soldOut = isOutOfStock(product);
  const description = product.description?.trim();
  return (
    <div className={`container ${styles.page}`}>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link to={productsPath()}>Produk</Link>
        {product.category && (
          <>
            <span aria-hidden="true">/</span>
            <Link to={productsPath({ category: product.category })}>{product.category}</Link>
          </>
        )}
      </nav>

      <article className={styles.layout}>
        <div className={`card ${styles.imageCard}`}>
          <ProductImage
            src={product.image_url}
            alt={product.name}
            sizes={IMAGE_SIZES.productPhoto}
            eager
          />
        </div>

        <div className={styles.info}>
          {product.category && (
            <Link to={productsPath({ category: product.category })} className={styles.category}>
              {product.category}
            </Link>
          )}
          <h1 className={styles.name}>{product.name}</h1>
          <RatingSummary summary={reviews.latest} failed={Boolean(reviews.error)} />
          <p className={`price ${styles.price}`}>{formatRupiah(product.retail_price)}</p>
          <p className={`${styles.stock} ${soldOut ? styles.stockOut : styles.stockIn}`}>
            <span className={styles.dot} aria-hidden="true" />
            Stok: {stockLine(product.stock)}
          </p>
          {product.available_at && product.available_at.length > 0 && (
            <p className={styles.outlets}>
              Tersedia di {product.available_at.map((outlet) => outlet.name).join(", ")}
            </p>
          )}
          <div className={styles.actions}>
            <AddToCartButton product={product} className={styles.cta} />
            <a
              className={`btn btn-outline ${styles.share}`}
              href={whatsAppShareUrl(product, window.location.origin)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ShareIcon size={18} />
              Bagikan
            </a>
          </div>

          <section className={styles.description} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.descriptionTitle}>
              Deskripsi
            </h2>
            <p className={description ? undefined : "muted"}>{description || NO_DESCRIPTION}</p>
          </section>
        </div>
      </article>

      <Reviews productId={product.id} reviews={reviews} />

      {(related.loading || (related.data?.length ?? 0) > 0) && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            Produk Lainnya
          </h2>
          <ProductGrid
            products={related.data}
            loading={related.loading}
            skeletons={RELATED_COUNT}
          />
        </section>
      )}
    </div>
  );
}

/** The average (stars rounded, the number to one decimal) and how many reviews. */
function RatingSummary({ summary, failed }: { summary: ReviewPage | undefined; failed: boolean }) {
  if (failed) return null;
  if (!summary) return <div className="skeleton" style={{ height: 20, width: 180 }} />;
  if (summary.total === 0) return <p className={`muted ${styles.rating}`}>Belum ada ulasan</p>;
  return (
    <a href="#reviews-title" className={styles.rating}>
      <Stars value={summary.average_rating} />
      <strong>{formatRating(summary.average_rating)}</strong>
      <span className="muted">({summary.total} ulasan)</span>
    </a>
  );
}

function DetailSkeleton() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true" aria-label="Memuat produk">
      <div className="skeleton" style={{ height: 14, width: 160, marginBottom: 20 }} />
      <div className={styles.layout}>
        <div className={`skeleton ${styles.imageSkeleton}`} />
        <div className={styles.info}>
          <div className="skeleton" style={{ height: 14, width: "30%" }} />
          <div className="skeleton" style={{ height: 30, width: "85%" }} />
          <div className="skeleton" style={{ height: 28, width: "40%" }} />
          <div className="skeleton" style={{ height: 16, width: "30%" }} />
          <div className="skeleton" style={{ height: 46, width: "100%", maxWidth: 320 }} />
          <div className="skeleton" style={{ height: 80, width: "100%", marginTop: 12 }} />
        </div>
      </div>
    </div>
  );
}
