import { bcp47 } from '../../locale';
import { copyFor, escapeHtml } from '../cms/blocks';
import { homeStoreByCountry } from '../directory/countries';
import { storeDefinitions } from './stores';
import type { StoreDefinition } from '../types';

export interface StoreMessageRow {
  store_code: string;
  country: string;
  target_url: string;
  html: string;
}

// Long names read best ("United States", not "US"), except Hong Kong's long form "Hong Kong SAR China".
const regionName = (code: string, locale: string): string =>
  new Intl.DisplayNames([bcp47(locale)], { type: 'region', style: code === 'HK' ? 'short' : 'long' }).of(code) ?? code;

/** How the target store is named to a reader of `viewer`: its country, or "Europe" for the pan-European store. */
const targetLabel = (target: StoreDefinition, viewer: StoreDefinition): string =>
  target.code === 'eu_en' ? copyFor(viewer).europe : regionName(target.defaultCountry, viewer.locale);

/**
 * One suggestion per (store, visitor country) where the visitor's home store is on another website:
 * a German visitor on na_us is pointed to /eu/de, but not from fr_fr (same website, same prices).
 * Written in the language of the store being viewed, naming places with the viewer's locale.
 */
export const storeMessages = (): StoreMessageRow[] =>
  storeDefinitions.flatMap((viewer) =>
    Object.entries(homeStoreByCountry).flatMap(([country, homeCode]) => {
      const target = storeDefinitions.find((s) => s.code === homeCode);
      if (!target || target.websiteCode === viewer.websiteCode) return [];
      const targetUrl = target.prefix || '/';
      const copy = copyFor(viewer);
      const text = copy.message(
        escapeHtml(regionName(country, viewer.locale)),
        escapeHtml(targetLabel(target, viewer)),
        (label) => `<a href="${targetUrl}">${label}</a>`,
      );
      return [{ store_code: viewer.code, country, target_url: targetUrl, html: `<p>${text}</p>` }];
    }),
  );
