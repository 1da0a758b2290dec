import {
  type BundleOption, bundleOptionsFor, type DownloadableLinkRow, downloadableLinksFor, type SuperAttribute, superAttributesFor,
  type VariantLink, variantsFor,
} from '../repositories/catalog/composites';
import {
  type AttributeValueRow, attributeValuesFor, type CustomOption, customOptionsFor, type TierPriceRow, tierPricesFor,
} from '../repositories/catalog/productDetails';
import { findProductsByIds, type ProductRecord, type ProductScope } from '../repositories/catalog/products';
import type { Database } from 'better-sqlite3';

/**
 * The catalogue data a set of cart lines needs, read synchronously with the catalogue's batch
 * repositories (one statement per kind), so a mutation can validate and write inside one transaction.
 */
export interface CartCatalog {
  products: Map<number, ProductRecord>;
  customOptions: Map<number, CustomOption[]>;
  superAttributes: Map<number, SuperAttribute[]>;
  variants: Map<number, VariantLink[]>;
  bundleOptions: Map<number, BundleOption[]>;
  links: Map<number, DownloadableLinkRow[]>;
  tierPrices: Map<number, TierPriceRow[]>;
  /** Select-attribute values of configurable variants (to match selected options). */
  attributes: Map<number, AttributeValueRow[]>;
}

const merge = <V>(target: Map<number, V>, source: Map<number, V>): void => {
  for (const [key, value] of source) target.set(key, value);
};

/** Loads `productIds` (parents or simple products) with their structures, children and variants. */
export const loadCartCatalog = (db: Database, scope: ProductScope, productIds: readonly number[]): CartCatalog => {
  const ids = [...new Set(productIds)];
  const products = findProductsByIds(db, scope, ids);
  const ofType = (type: ProductRecord['type_id']): number[] => [...products.values()].filter((p) => p.type_id === type).map((p) => p.id);
  const configurable = ofType('configurable');
  const bundles = ofType('bundle');
  const variants = variantsFor(db, configurable);
  const bundleOptions = bundleOptionsFor(db, bundles, scope.store);
  const variantIds = [...variants.values()].flat().map((v) => v.product_id);
  const childIds = [...bundleOptions.values()].flat().flatMap((o) => o.selections.map((s) => s.product_id));
  const extra = [...new Set([...variantIds, ...childIds])].filter((id) => !products.has(id));
  merge(products, findProductsByIds(db, scope, extra));
  const all = [...products.keys()];
  return {
    products,
    customOptions: customOptionsFor(db, ids, scope.store),
    superAttributes: superAttributesFor(db, configurable, scope.store),
    variants,
    bundleOptions,
    links: downloadableLinksFor(db, ofType('downloadable'), scope.store),
    tierPrices: tierPricesFor(db, all, scope.currency),
    attributes: attributeValuesFor(db, variantIds, scope.store),
  };
};
