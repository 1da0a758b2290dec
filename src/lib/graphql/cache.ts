import { InMemoryCache, type TypePolicies } from '@apollo/client';
import possibleTypes from './possibleTypes.json';

// Every product type is keyed by uid; the list comes from the schema, so a new product type is covered.
const productPolicies: TypePolicies = Object.fromEntries(
  (possibleTypes.ProductInterface ?? []).map((typename) => [typename, { keyFields: ['uid'] }]),
);

export const TYPE_POLICIES: TypePolicies = {
  ...productPolicies,
  // One cart per visitor: keyFields [] makes Query.cart and Query.customerCart the same cache object.
  Cart: { keyFields: [] },
  StoreConfig: { keyFields: ['store_code'] },
  // Query.currency has no id: GetStoreConfig and GetCatalogConfig ask the same fields (a fragment), and
  // merging keeps any other answer's from wiping them. The cache only ever holds one store's answers
  // (a store switch loads the page afresh).
  Currency: { merge: true },
  Query: {
    fields: {
      // A route has no id the cache can key it by (a category's is `uid`, which a product's options
      // query does not select): ResolveRoute and GetProductOptions ask the same route(url) field with
      // different selections, and merging keeps the second answer from wiping the first's fields
      // (which would make the page ask its route again).
      route: { merge: true },
    },
  },
};

/** The normalized cache with the schema's possibleTypes (interfaces and unions) and our key policies. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies: TYPE_POLICIES });
}
