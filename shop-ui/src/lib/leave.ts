/**
 * A full page load, for pages that belong to the back-office app (the Go server routes /login,
 * /profile and /dashboard to it), which the storefront's router cannot show. A method of an
 * object of its own so tests can spy on it: the test setup keeps every test on the page.
 */
export const leaving = {
  to(path: string, replace = false): void {
    if (replace) window.location.replace(path);
    else window.location.assign(path);
  },
};
