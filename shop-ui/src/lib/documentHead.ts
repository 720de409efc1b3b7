/**
 * The parts of <head> that come from the settings: the description meta tag and the
 * favicon (the logo). The tab title is set per page by useDocumentTitle ("Page — appName", or
 * appName alone on the home page).
 */
export function applyDocumentHead(
  { appDescription, logoUrl }: { appDescription: string; logoUrl: string },
  doc: Document = document,
): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "description";
    doc.head.appendChild(meta);
  }
  if (meta.content !== appDescription) meta.content = appDescription;

  if (!logoUrl) return;
  const icons = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  let icon = icons[0];
  // One icon only: a browser may prefer a leftover SVG icon over the shop's logo.
  for (const extra of icons.slice(1)) extra.remove();
  if (!icon) {
    icon = doc.createElement("link");
    icon.rel = "icon";
    doc.head.appendChild(icon);
  }
  if (icon.getAttribute("href") !== logoUrl) {
    // The logo may be a PNG or a JPEG: the type of the built-in SVG icon would be wrong.
    icon.removeAttribute("type");
    icon.setAttribute("href", logoUrl);
  }
}
