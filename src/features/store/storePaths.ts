import { SITE } from '../../lib/config/site';
import type { Store, StoreCode } from './stores';

// Store-dependent paths of spec §2.2. Every path here is relative to the store's route base (the
// router's basename), so it goes straight into <Link to> / navigate(); prefix it with the store's
// routePath only for a plain href outside the router.

/** A store, by its code or as the store table's row. */
export type StoreRef = StoreCode | Pick<Store, 'code'>;

const codeOf = (store: StoreRef): StoreCode => (typeof store === 'string' ? store : store.code);

const BLOG_SEGMENTS = new Map<string, readonly string[]>([
  ['de_de', ['artikel']],
  ['es_es', ['articulos']],
  ['fr_fr', ['articles', 'articulos']],
  ['it_it', ['articoli']],
]);
const DEFAULT_BLOG_SEGMENTS: readonly string[] = ['articles'];

/** Every blog segment of spec §2.2, whichever store uses it. */
export const ALL_BLOG_SEGMENTS: readonly string[] = ['articles', 'articulos', 'artikel', 'articoli'];

/** The article-list segment(s) a store routes to the blog; the first is the one its links use. */
export function blogSegmentsFor(store: StoreRef): readonly string[] {
  return BLOG_SEGMENTS.get(codeOf(store)) ?? DEFAULT_BLOG_SEGMENTS;
}

/** Whether a first path segment is one of the store's blog segments (case-insensitive, as routes match). */
export function isBlogSegment(store: StoreRef, segment: string): boolean {
  return blogSegmentsFor(store).includes(segment.toLowerCase());
}

/** The store's article list, e.g. '/artikel' for de_de, '/articles' for na_us. */
export function blogPath(store: StoreRef): string {
  return `/${blogSegmentsFor(store)[0] ?? 'articles'}`;
}

type DealersTemplate = (brand: string) => string;

const ENGLISH_DEALERS: DealersTemplate = (b) => `/about-${b}/${b}-dealers`;
// A Map, not an object literal: any string may be looked up ('constructor' must find nothing).
const DEALERS = new Map<string, DealersTemplate>([
  ['na_us', ENGLISH_DEALERS],
  ['eu_en', ENGLISH_DEALERS],
  ['uk_en', ENGLISH_DEALERS],
  ['hk_en', ENGLISH_DEALERS],
  ['hk_tc', ENGLISH_DEALERS],
  ['de_de', (b) => `/uber-${b}/${b}-handler`],
  ['es_es', (b) => `/acerca-de-${b}/distribuidores-de-${b}`],
  ['fr_fr', (b) => `/a-propos-de-${b}/distributeurs-${b}`],
  ['it_it', (b) => `/informazioni-su-${b}/rivenditore-${b}`],
]);

/** The dealers page of a store (brand word from SITE.brand), or null for a store without one. */
export function dealersPath(store: StoreRef | string, brand: string = SITE.brand): string | null {
  const code = typeof store === 'string' ? store : store.code;
  const template = DEALERS.get(code);
  return template ? template(brand) : null;
}
