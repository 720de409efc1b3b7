import { formatRupiah } from "./format";

/**
 * A WhatsApp link that lets a customer send a product to a friend: its name, price and
 * address, which WhatsApp previews from the page's own tags.
 */
export function whatsAppShareUrl(
  product: { id: number; name: string; retail_price: number },
  origin: string,
): string {
  const text = `${product.name} — ${formatRupiah(product.retail_price)}\n${origin}/products/${product.id}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
