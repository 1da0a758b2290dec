import type { Store } from '../../shared/store/stores';

// The region trigger names the current store before the region list has loaded, from the store
// table alone: a short region code and the language's own name ("EU · Deutsch", "HK · 中文").
const REGION_CODES: Record<Store['region'], string> = { na: 'US', eu: 'EU', uk: 'UK', hk: 'HK' };

function languageName(locale: string): string {
  const tag = locale.replace('_', '-');
  // zh_HK is written in traditional characters: name the script, as Hong Kong shoppers expect.
  const language = tag === 'zh-HK' ? 'zh-Hant' : tag.split('-')[0] ?? tag;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return language.toUpperCase();
  }
}

export interface StoreLabel {
  region: string;
  language: string;
}

/** The short label of a store for the region trigger. */
export function storeLabel(store: Pick<Store, 'region' | 'locale'>): StoreLabel {
  return { region: REGION_CODES[store.region], language: languageName(store.locale) };
}
