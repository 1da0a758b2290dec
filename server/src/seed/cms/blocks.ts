import { freeShippingFrom } from '../../cart/config';
import { escapeHtml } from '../../lib/html';
import { bcp47 } from '../../locale';
import { germanCopy } from './copy/de';
import { englishCopy } from './copy/en';
import { spanishCopy } from './copy/es';
import { frenchCopy } from './copy/fr';
import { italianCopy } from './copy/it';
import { chineseCopy } from './copy/zh';
import type { StoreDefinition } from '../types';
import type { StoreCopy } from './copy/types';

// The year the data is seeded: a fresh database always carries the current year.
export const copyrightYear = new Date().getFullYear();

export const copyFor = (store: StoreDefinition): StoreCopy => {
  switch (store.language) {
    case 'de': return germanCopy;
    case 'es': return spanishCopy;
    case 'fr': return frenchCopy;
    case 'it': return italianCopy;
    case 'zh': return chineseCopy;
    case 'en': return englishCopy(store.spelling);
  }
};

export { escapeHtml } from '../../lib/html';

const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const list = (items: Array<[href: string, text: string]>): string =>
  `<ul>${items.map(([href, text]) => `<li>${link(href, text)}</li>`).join('')}</ul>`;

/** Root-relative URL inside the store: every link in a block carries the store prefix (/eu/de/…). */
const url = (store: StoreDefinition, path: string): string => `${store.prefix}/${path}`;

/** The banner quotes the free-shipping carrier's threshold (src/cart/config.ts). */
export const pencilBanner = (store: StoreDefinition, copy: StoreCopy): string => {
  const amount = new Intl.NumberFormat(bcp47(store.locale), {
    style: 'currency', currency: store.displayCurrency, maximumFractionDigits: 0,
  }).format(freeShippingFrom[store.displayCurrency] ?? 0);
  const href = url(store, `${copy.slugs.colourGuides}.html`);
  return `<p>${escapeHtml(copy.banner.text(amount))} ${link(href, copy.banner.cta)}</p>`;
};

export const navigation = (store: StoreDefinition, copy: StoreCopy): string =>
  list([
    [url(store, `${copy.slugs.colourGuides}.html`), copy.nav.colourGuides],
    [url(store, `${copy.slugs.chipSets}.html`), copy.nav.chipSets],
    [url(store, copy.slugs.articles), copy.nav.articles],
    [url(store, 'events'), copy.nav.events],
    [url(store, 'color-finder'), copy.nav.colourFinder],
  ]);

export const footerLinks = (store: StoreDefinition, copy: StoreCopy): string => {
  const { about, service, legal } = copy.footer;
  const column = (title: string, items: Array<[string, string]>): string =>
    `<section><h2>${escapeHtml(title)}</h2>${list(items)}</section>`;
  return `<div class="footer-links">${[
    column(about.title, [
      // The dealers link is the storefront's own (footer bottom bar, spec §2.2 path per store code).
      [url(store, copy.slugs.about), about.aboutUs],
      [url(store, 'careers'), about.careers],
    ]),
    column(service.title, [
      [url(store, 'contact'), service.contact],
      [url(store, 'shipping'), service.shipping],
      [url(store, 'returns'), service.returns],
      [url(store, 'faq'), service.faq],
    ]),
    column(legal.title, [
      [url(store, 'privacy-policy'), legal.privacy],
      [url(store, 'terms-and-conditions'), legal.terms],
      [url(store, 'imprint'), legal.imprint],
      [url(store, 'cookie-settings'), legal.cookies],
    ]),
  ].join('')}</div>`;
};

export const homePage = (store: StoreDefinition, copy: StoreCopy): string =>
  `<p>${escapeHtml(copy.home.intro)}</p><p>${link(url(store, `${copy.slugs.colourGuides}.html`), copy.home.cta)}</p>`;
