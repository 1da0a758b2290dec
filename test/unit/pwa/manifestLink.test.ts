import { applyManifestLink } from '../../../src/pwa/manifestLink';

describe('applyManifestLink', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("links the store's manifest once, and follows the store", () => {
    applyManifestLink(document, 'de_de');
    applyManifestLink(document, 'de_de');
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest/de_de.webmanifest');
    applyManifestLink(document, 'hk_tc');
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest/hk_tc.webmanifest');
  });
});
