import type { StoreRecord } from '../../../repositories/store/stores';

// Spec §2.2: the blog's path segment follows the store's language.
const segments: Record<string, string> = { de: 'artikel', es: 'articulos', it: 'articoli' };

/** 'artikel', 'articulos', 'articoli' or 'articles' for this store view. */
export const articleUrlSegment = (store: StoreRecord): string => segments[store.settings.locale.slice(0, 2)] ?? 'articles';
