import { americanise, type Localized, slugify } from '../localized';
import type { StoreDefinition } from '../types';

/**
 * URL key of a localized name in a store: from the store's language, US spelling for en_US stores; the
 * Chinese store keeps English keys (readable, and what Hong Kong shoppers share), like its CMS links.
 */
export const urlKeyFor = (store: StoreDefinition, name: Localized): string => {
  if (store.language === 'zh') return slugify(name.en);
  const text = name[store.language];
  return slugify(store.language === 'en' && store.spelling === 'us' ? americanise(text) : text);
};
