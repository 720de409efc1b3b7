import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { Link } from "react-router";
import { useNotification } from "@refinedev/core";
import { Button, Empty, Flex, Input, Spin, Typography, theme, type InputRef } from "antd";
import { BarcodeOutlined, PlusOutlined } from "@ant-design/icons";
import type { ListResponse, Product, Unit } from "../../interfaces";
import { apiFetch } from "../../providers/http";
import { formatRupiah } from "../../lib/format";
import { exactBarcodeMatch, unitPrice, type CustomerType, type ScannedUnit } from "./cart";
import { useScanQueue } from "../../components/useScanQueue";
import { useServerSearch } from "../../components/serverSearch/useServerSearch";
import { Kbd } from "./Kbd";
import { SHORTCUT_KEYS } from "./shortcuts";
import { returnIdOf } from "./payments";

/** How many products one search shows. */
export const PICKER_PAGE_SIZE = 30;
const BY_NAME = [{ field: "name", order: "asc" as const }];

/** GET /api/products?q= for the picker (name, code or barcode), first page. */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({
    q,
    page: "1",
    per_page: String(PICKER_PAGE_SIZE),
    sort: "name",
  });
  const body = await apiFetch<ListResponse<Product>>(`/api/products?${query.toString()}`, {
    signal,
  });
  return body?.items ?? [];
}

export interface ProductPickerHandle {
  focus: () => void;
}

/** The unit with this IMEI or serial (GET /api/units/by-number), or null when none has it. */
export async function findUnit(code: string): Promise<Unit | null> {
  try {
    return await apiFetch<Unit>(`/api/units/by-number/${encodeURIComponent(code)}`);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** An IMEI or a serial is one word of at least 5 characters with a digit in it (as the server reads it). */
export function mayBeUnitNumber(code: string): boolean {
  return code.length >= 5 && !/\s/.test(code) && /\d/.test(code);
}

/** "Unit {code} tidak ada di stok." */
export function unitNotInStock(code: string): string {
  return `Unit ${code} tidak ada di stok.`;
}

/** "Barang "{code}" tidak ditemukan." */
export function notFound(code: string): string {
  return `Barang "${code}" tidak ditemukan.`;
}

/**
 * The cashier's product search: type a name or a barcode; only
 * products with stock above 0 are offered, each priced for the customer type.
 *
 * Enter takes what is typed at once and empties the box, so a scanner (13 digits and Enter in
 * ~50 ms, three items a second) never types into the previous code. The codes are resolved
 * one after another, in the order they came: an exact barcode or a single product found goes
 * into the cart (a repeat raises its quantity), an unknown code is named in an error, and
 * several products found come back in the box to choose from with ↓/↑ and Enter.
 *
 * `onPick` answers whether the product went into the cart (the stock may refuse).
 * `stockOf` is what can still be taken of a product (the service cashier adds
 * the parts its bill already holds, which go back to stock first).
 */
export const ProductPicker = forwardRef<
  ProductPickerHandle,
  {
    customerType: CustomerType;
    onPick: (product: Product) => boolean;
    /** A unit scanned by its IMEI or serial (sales cashier); without it a unit's number is just a search. */
    onPickUnit?: (product: Product, unit: ScannedUnit) => boolean;
    /** A return's number scanned from its receipt (sales cashier): an exchange paid by its credit. */
    onReturnNumber?: (number: string) => Promise<void>;
    disabled?: boolean;
    stockOf?: (product: Product) => number;
  }
>(function ProductPicker(
  { customerType, onPick, onPickUnit, onReturnNumber, disabled, stockOf = (p) => p.stock },
  ref,
) {
  const { token } = theme.useToken();
  const { open: notify } = useNotification();
  const input = useRef<InputRef>(null);
  // Live: another cashier's sale or new stock refetches the results (resource "products").
  const search = useServerSearch<Product>({
    resource: "products",
    sorters: BY_NAME,
    pageSize: PICKER_PAGE_SIZE,
    listsWithoutWords: false,
    failure: "Gagal memuat data produk",
  });
  const { typed: text, words, found } = search;
  const [active, setActive] = useState(-1);
  // The newest callbacks and text: a scan resolved later uses the cart and the box as they are then.
  const latest = useRef({ onPick, onPickUnit, onReturnNumber, stockOf, text });
  latest.current = { onPick, onPickUnit, onReturnNumber, stockOf, text };

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  // Only the answer to the words in the box is offered (none while it is on its way).
  const offered = (found ?? []).filter((p) => stockOf(p) > 0);
  const soldOut = (found?.length ?? 0) - offered.length;

  useEffect(() => setActive(-1), [words]);

  const clear = () => search.searchNow("");

  const pick = (product: Product) => {
    if (onPick(product)) clear();
    input.current?.focus();
  };

  const resolve = async (code: string) => {
    const { onReturnNumber: exchange } = latest.current;
    if (exchange && returnIdOf(code) != null) {
      await exchange(code);
      return;
    }
    let products: Product[];
    try {
      // Straight to the server: a scanner is faster than the search's debounce.
      products = await searchProducts(code);
      // A code that is no product's barcode may be a phone's IMEI or a serial (the search
      // finds the phone's product by it too, but the cashier scanned that very unit).
      const unitFirst = mayBeUnitNumber(code) && !exactBarcodeMatch(products, code);
      if (latest.current.onPickUnit && unitFirst && (await pickUnit(code))) return;
    } catch (error) {
      notify?.({
        type: "error",
        message: `Gagal memuat data produk: ${(error as Error | undefined)?.message ?? ""}`,
      });
      return;
    }
    const { onPick: add, stockOf: left } = latest.current;
    const inStock = products.filter((p) => left(p) > 0);
    const hit =
      exactBarcodeMatch(products, code) ?? (inStock.length === 1 ? inStock[0] : undefined);
    if (hit) add(hit);
    else if (products.length === 0) notify?.({ type: "error", message: notFound(code) });
    // Several (or only sold-out) products: back in the box, unless the next scan is typing.
    else if (latest.current.text === "") search.searchNow(code);
  };

  /** A phone or laptop scanned by its IMEI or serial goes into the cart as that unit; false when no unit has the number. */
  const pickUnit = async (code: string): Promise<boolean> => {
    let unit: Unit | null;
    try {
      unit = await findUnit(code);
    } catch (error) {
      // In another outlet's stock: refused at the scan as its sale would be.
      if ((error as { statusCode?: number }).statusCode !== 409) throw error;
      notify?.({ type: "error", message: (error as Error).message });
      return true;
    }
    if (!unit) return false;
    if (unit.status !== "in_stock") {
      notify?.({ type: "error", message: unitNotInStock(code) });
      return true;
    }
    const product = await apiFetch<Product>(
      `/api/products/${encodeURIComponent(String(unit.product_id))}`,
    );
    latest.current.onPickUnit?.(product, { id: Number(unit.id), number: code });
    return true;
  };

  const { enqueue, waiting } = useScanQueue(resolve);

  const onEnter = () => {
    const code = text.trim();
    if (!code) return;
    if (found && active >= 0 && active < offered.length) {
      pick(offered[active]);
      return;
    }
    clear();
    enqueue(code);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      onEnter();
    } else if (e.key === "ArrowDown" && offered.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % offered.length);
    } else if (e.key === "ArrowUp" && offered.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? offered.length - 1 : i - 1));
    } else if (e.key === "Escape") {
      clear();
    }
  };

  return (
    <div className="cashier-picker">
      <Input
        ref={input}
        size="large"
        allowClear
        autoFocus
        disabled={disabled}
        prefix={<BarcodeOutlined />}
        suffix={waiting > 0 ? <Spin size="small" /> : <Kbd>{SHORTCUT_KEYS.search}</Kbd>}
        placeholder="Cari nama barang atau scan barcode"
        aria-label="Cari barang atau scan barcode"
        aria-keyshortcuts={SHORTCUT_KEYS.search}
        value={text}
        onChange={(e) => search.setTyped(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {words !== "" && (
        <div
          className="cashier-picker__panel"
          role="listbox"
          aria-label="Hasil pencarian barang"
          style={{ borderColor: token.colorBorderSecondary, background: token.colorBgContainer }}
        >
          {!found ? (
            <Flex justify="center" style={{ padding: 16 }}>
              <Spin />
            </Flex>
          ) : offered.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Flex vertical gap={4} align="center">
                  <span>
                    {soldOut > 0 ? `Stok barang "${words}" sedang habis.` : notFound(words)}
                  </span>
                  <Link to="/dashboard/stock">Buka Stok Barang</Link>
                </Flex>
              }
              style={{ margin: "12px 0" }}
            />
          ) : (
            offered.map((p, i) => (
              // The search box keeps the focus: its arrow keys and Enter pick an option; so does a click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={String(p.id)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="cashier-picker__option"
                style={i === active ? { background: token.colorPrimaryBg } : undefined}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault() /* keep the focus in the search box */}
                onClick={() => pick(p)}
              >
                <div className="cashier-picker__main">
                  <Typography.Text strong className="cashier-picker__name">
                    {p.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.barcode} · Stok {stockOf(p).toLocaleString("id-ID")}
                  </Typography.Text>
                </div>
                <Typography.Text className="cashier-picker__price">
                  {formatRupiah(unitPrice(p, customerType))}
                </Typography.Text>
                <Button
                  size="small"
                  type="text"
                  icon={<PlusOutlined />}
                  aria-label={`Tambah ${p.name}`}
                  tabIndex={-1}
                />
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
});
