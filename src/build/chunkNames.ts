// The one list of the app's named chunks: every `webpackChunkName` of a dynamic import in src/ is here
// (test/unit/build/chunkNames.test.ts checks both ways), with the part it plays in the first load. The
// build reads the roles: the early script preloads the early pages' files (InlineEarlyScriptPlugin) and
// the compile hint goes to the entry and to the early pages and after-first-paint chunks (CompileHintsPlugin).

/** The first load's page chunks, which the early script preloads for the URL it opens (src/app/pages.ts, FallbackPage). */
export const EARLY_PAGES = ['home', 'search', 'category', 'product'] as const;

/** Chunks every first load runs once its page shows (the cart's documents, src/app/boot.ts startCartSync). */
export const AFTER_FIRST_PAINT = ['cart-documents'] as const;

/** Chunks loaded when a shopper goes to their screen or uses their feature: never part of the first load. */
export const ON_DEMAND = [
  // pages
  'account', 'account-downloadable', 'account-info', 'account-newsletter', 'account-orders', 'account-reviews',
  'account-vat', 'account-wishlist', 'address-book', 'article', 'articles', 'cart', 'checkout', 'checkout-success',
  'color', 'color-finder', 'color-systems', 'connect', 'create-account', 'event', 'events', 'forgot-password', 'login', 'moved-away',
  'order-print', 'reset-password',
  // parts of a page, loaded where it needs them
  'sheet-builder',
  // libraries and widgets
  'antd-scope', 'icu-parser', 'notifications', 'purify', 'web-vitals',
] as const;

export type ChunkName = (typeof EARLY_PAGES)[number] | (typeof AFTER_FIRST_PAINT)[number] | (typeof ON_DEMAND)[number];

export const CHUNK_NAMES: readonly ChunkName[] = [...EARLY_PAGES, ...AFTER_FIRST_PAINT, ...ON_DEMAND];
