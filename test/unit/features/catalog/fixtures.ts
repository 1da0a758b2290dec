import products from './products.fixture.json';
import type { ProductDetail } from '../../../../src/features/catalog/catalogTypes';

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
