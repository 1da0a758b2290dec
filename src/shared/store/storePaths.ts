import { SITE } from '../../lib/config/site';
import { type Store, storeByCode, type StoreCode, STORES } from './stores';

// Store-dependent paths of spec §2.2. Every path here is relative to the store's route base (the
// router's basename), so it goes straight into <Link to> / navigate(); prefix it with the store's
// routePath only for a plain href outside the router.

/** A store, by its code or as the store table's row. */
export type StoreRef = StoreCode | Pick<Store, 'code'>;

const codeOf = (store: StoreRef): StoreCode => (typeof store === 'string' ? store : store.code);

const DEFAULT_BLOG_SEGMENTS: readonly string[] = ['articles'];

/** Every blog segment of spec §2.2, whichever store uses it. */
export const ALL_BLOG_SEGMENTS: readonly string[] = [...new Set(STORES.flatMap((s) => s.blogSegments))];

/** The article-list segment(s) a store routes to the blog; the first is the one its links use. */
export function blogSegmentsFor(store: StoreRef): readonly string[] {
  return storeByCode(codeOf(store))?.blogSegments ?? DEFAULT_BLOG_SEGMENTS;
}

/** Whether a first path segment is one of the store's blog segments (case-insensitive, as routes match). */
export function isBlogSegment(store: StoreRef, segment: string): boolean {
  return blogSegmentsFor(store).includes(segment.toLowerCase());
}

/** The store's article list, e.g. '/artikel' for de_de, '/articles' for na_us. */
export function blogPath(store: StoreRef): string {
  return `/${blogSegmentsFor(store)[0] ?? 'articles'}`;
}

/** The dealers page of a store (brand word from SITE.brand), or null for a store without one. */
export function dealersPath(store: StoreRef | string, brand: string = SITE.brand): string | null {
  const code = typeof store === 'string' ? store : store.code;
  const template = storeByCode(code)?.dealers;
  return template ? template(brand) : null;
}
