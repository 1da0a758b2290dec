/** The build emits one manifest per store view (src/pwa/build/webManifests.ts). */
export function manifestPath(storeCode: string): string {
  return `manifest/${storeCode}.webmanifest`;
}

/** Points <link rel="manifest"> at the current store's manifest: its language, its home as start_url. */
export function applyManifestLink(doc: Document, storeCode: string): void {
  const href = `/${manifestPath(storeCode)}`;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
