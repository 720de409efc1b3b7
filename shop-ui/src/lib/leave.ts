/**
 * A full page load, for pages that belong to the back-office app (the Go server routes /login,
 * /profile and /dashboard to it), which the storefront's router cannot show. Its own module so
 * tests can replace it.
 */
export function leaveTo(path: string, replace = false): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
