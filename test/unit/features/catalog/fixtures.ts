import products from './products.fixture.json';
import type { BundleProductDetail, DownloadableProductDetail, ProductDetail } from '../../../../src/features/catalog/catalogTypes';

// Route-query answers of the embedded backend's sample catalogue (na_us), captured once with the
// storefront's own RESOLVE_ROUTE document: SLS (configurable), SFD-CORE-C (simple with custom
// options), SKIT-PRINT (fixed-price bundle), SKIT-DESIGNER (dynamic bundle), SDL-DESIGN
// (downloadable), SSV-CONSULT (virtual with date/multiple/area options), SBC-LABELS (min qty 2).
const all = products as unknown as Record<string, ProductDetail>;

export function fixture(sku: string): ProductDetail {
  const product = all[sku];
  if (!product) throw new Error(`No fixture for ${sku}`);
  return product;
}

/** A bundle fixture (SKIT-PRINT, SKIT-DESIGNER) as its own type. */
export function bundleFixture(sku: string): BundleProductDetail {
  const product = fixture(sku);
  if (product.__typename !== 'BundleProduct') throw new Error(`${sku} is not a bundle`);
  return product;
}

/** A downloadable fixture (SDL-DESIGN) as its own type. */
export function downloadableFixture(sku: string): DownloadableProductDetail {
  const product = fixture(sku);
  if (product.__typename !== 'DownloadableProduct') throw new Error(`${sku} is not downloadable`);
  return product;
}
