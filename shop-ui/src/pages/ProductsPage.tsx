import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { listProducts } from "../api/products";
import { AdLink } from "../components/AdLink";
import { PackageIcon, SearchIcon } from "../components/Icons";
import { Message } from "../components/Message";
import { Pagination } from "../components/Pagination";
import { ProductGrid } from "../components/ProductGrid";
import { useAds } from "../lib/ads";
import { useCategories } from "../lib/categories";
import { useAsync, useDebouncedValue, useDocumentTitle, useFailureToast } from "../lib/hooks";
import { useChangeNotice } from "../lib/realtime";
import {
  hasActiveFilters,
  isProductSort,
  pageCount,
  parseProductFilters,
  PRODUCT_SORT_OPTIONS,
  productFiltersToSearchParams,
  productListParams,
  productsFailed,
  productsPath,
  updateProductFilters,
  type ProductFilters,
} from "../lib/productFilters";
import styles from "./ProductsPage.module.css";
import { IMAGE_SIZES, photoProps } from "../lib/images";
import { RESOURCE } from "@konter/ui-kit";
import { LoadFailed } from "../components/LoadFailed";

export const SEARCH_DEBOUNCE_MS = 300;
export const ALL_CATEGORIES_LABEL = "Semua Kategori";

export default function ProductsPage() {
  useDocumentTitle("Produk Kami");
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseProductFilters(searchParams), [searchParams]);
  const categories = useCategories();
  // The products_page_banner ad, or the heading 'Produk Kami' when there is none.
  const banner = useAds("products_page_banner").ads[0];

  /** Applies a change to the filters in the URL (the single source of truth). */
  const applyFilters = (
    change: Partial<ProductFilters>,
    options: { replace?: boolean; keepScroll?: boolean } = {},
  ) => {
    setSearchParams(
      (current) =>
        productFiltersToSearchParams(updateProductFilters(parseProductFilters(current), change)),
      {
        replace: options.replace,
        preventScrollReset: options.keepScroll,
      },
    );
  };
  const applyFiltersRef = useRef(applyFilters);
  applyFiltersRef.current = applyFilters;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  // The search box writes to the URL 300 ms after the last keystroke. Typing replaces the history
  // entry instead of adding one per word.
  const [searchText, setSearchText] = useState(filters.q);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const q = debouncedSearch.trim();
    if (q !== filtersRef.current.q)
      applyFiltersRef.current({ q }, { replace: true, keepScroll: true });
  }, [debouncedSearch]);
  // …and follows the URL when it changes from elsewhere (header search, back button, links).
  useEffect(() => {
    setSearchText((text) => (text.trim() === filters.q ? text : filters.q));
  }, [filters.q]);

  const { data, error, loading, reload, refresh } = useAsync(
    (signal) => listProducts(productListParams(filters), signal),
    [filters],
  );
  useFailureToast(error, (err) => productsFailed(err.message));
  useChangeNotice(RESOURCE.products, refresh);

  const categoryOptions = useMemo(() => {
    const list = categories.data ?? [];
    return filters.category && !list.includes(filters.category)
      ? [filters.category, ...list]
      : list;
  }, [categories.data, filters.category]);

  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const items = data?.items ?? [];

  let content;
  if (error) {
    content = <LoadFailed message={productsFailed(error.message)} onRetry={reload} />;
  } else if (loading) {
    content = <ProductGrid products={undefined} loading />;
  } else if (items.length === 0) {
    content =
      total > 0 ? (
        <Message
          icon={<PackageIcon size={28} />}
          title="Halaman ini kosong"
          actions={
            <Link className="btn btn-primary" to={productsPath({ ...filters, page: 1 })}>
              Ke Halaman Pertama
            </Link>
          }
        />
      ) : hasActiveFilters(filters) ? (
        <Message
          icon={<SearchIcon size={28} />}
          title="Tidak ada produk yang cocok"
          actions={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setSearchText("");
                applyFilters({ q: "", category: "" });
              }}
            >
              Hapus Filter
            </button>
          }
        >
          Coba kata kunci lain atau pilih kategori yang berbeda.
        </Message>
      ) : (
        <Message icon={<PackageIcon size={28} />} title="Belum ada produk">
          Produk akan tampil di sini setelah ditambahkan oleh toko.
        </Message>
      );
  } else {
    content = <ProductGrid products={items} loading={false} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      {banner && (
        <AdLink href={banner.link_url} className={styles.banner}>
          <img
            className={styles.bannerImage}
            {...photoProps(banner.image_url, IMAGE_SIZES.carousel, true)}
            alt={banner.alt_text}
            decoding="async"
          />
        </AdLink>
      )}
      <div className={styles.head}>
        <h1 className={banner ? "sr-only" : "section-title"}>Produk Kami</h1>
        <p className="muted" aria-live="polite">
          {loading ? "Memuat produk..." : error ? "" : `${total} produk`}
        </p>
      </div>

      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor="product-search" className="sr-only">
            Cari produk
          </label>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            id="product-search"
            className="field"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Cari nama produk atau barcode..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className={styles.selects}>
          <label className={styles.selectLabel}>
            <span className="sr-only">Kategori</span>
            <select
              className="field"
              value={filters.category}
              onChange={(event) => applyFilters({ category: event.target.value })}
            >
              <option value="">{ALL_CATEGORIES_LABEL}</option>
              {categoryOptions.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.selectLabel}>
            <span className="sr-only">Urutkan</span>
            <select
              className="field"
              value={filters.sort}
              onChange={(event) => {
                if (isProductSort(event.target.value)) applyFilters({ sort: event.target.value });
              }}
            >
              {PRODUCT_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      {/* The cards' names are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
      <h2 className="sr-only">Daftar Produk</h2>
      {content}

      {!error && !loading && pages > 1 && (
        <Pagination
          label="Halaman produk"
          page={filters.page}
          pages={pages}
          pathFor={(page) => productsPath({ ...filters, page })}
        />
      )}
    </div>
  );
}
