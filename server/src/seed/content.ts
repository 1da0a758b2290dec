import { escapeHtml } from '../lib/html';
import { bcp47 } from '../locale';
import { germanCopy } from './copy/de';
import { englishCopy } from './copy/en';
import { spanishCopy } from './copy/es';
import { frenchCopy } from './copy/fr';
import { italianCopy } from './copy/it';
import { chineseCopy } from './copy/zh';
import type { StoreCopy } from './copy/types';
import type { StoreDefinition } from './types';

export const copyrightYear = 2025;

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

export { escapeHtml } from '../lib/html';

// Free-shipping thresholds of the pencil banner, per display currency.
const freeShippingFrom: Record<string, number> = { USD: 75, EUR: 70, GBP: 60, HKD: 600 };

const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const list = (items: Array<[href: string, text: string]>): string =>
  `<ul>${items.map(([href, text]) => `<li>${link(href, text)}</li>`).join('')}</ul>`;

/** Root-relative URL inside the store: every link in a block carries the store prefix (/eu/de/…). */
const url = (store: StoreDefinition, path: string): string => `${store.prefix}/${path}`;

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
      [url(store, copy.slugs.about), about.aboutUs],
      [url(store, `${copy.slugs.about}/${copy.slugs.dealers}`), about.dealers],
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
