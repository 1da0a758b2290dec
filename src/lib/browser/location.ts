/** A full page load of a URL (leaving the SPA), e.g. to enter another store. One seam for tests. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
