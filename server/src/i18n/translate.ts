import { messageCatalogue, type MessageTranslations } from './messages';

/** The store locales the catalogue translates into (en_US is the catalogue's own language). */
export type CatalogueLocale = keyof MessageTranslations;

const isCatalogueLocale = (locale: string): locale is CatalogueLocale =>
  ['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'zh_HK', 'en_GB'].includes(locale);

interface Template {
  key: string;
  pattern: RegExp;
  /** The placeholder numbers in the order they occur in the key (`%2 … %1` is allowed). */
  slots: number[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A placeholder between quotes matches no quote of the same kind, so "A" is required. "B" is required. (two sentences)
// never reads as one; elsewhere it matches lazily.
const compile = (key: string): Template => {
  const slots: number[] = [];
  const source = key.split(/(%\d)/).map((part, index, parts) => {
    const slot = /^%(\d)$/.exec(part);
    if (!slot) return escape(part);
    slots.push(Number(slot[1]));
    const before = parts[index - 1]?.slice(-1);
    return before === '"' || before === "'" ? `([^${before}]*)` : '(.+?)';
  }).join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), slots };
};

const templates = Object.keys(messageCatalogue).filter((key) => /%\d/.test(key)).map(compile);

const fill = (text: string, values: Map<number, string>): string =>
  text.replace(/%(\d)/g, (whole, n: string) => values.get(Number(n)) ?? whole);

// Several of Magento's sentences joined by a space (the checkout's missing-field list): each on its own.
const sentences = (message: string): string[] => message.split(/(?<=\.) (?=["'A-Z])/);

/**
 * A message in the store's language, as Magento's __() renders a phrase for the store's locale: the catalogue's
 * translation with the values filled in (a value that is itself a catalogued message is translated too, as in
 * `Unable to place order: …`). Messages not in the catalogue, and English stores, get the message unchanged.
 */
export function translateMessage(locale: string, message: string, depth = 0): string {
  if (!isCatalogueLocale(locale) || depth > 3) return message;
  const whole = translateWhole(locale, message, depth);
  if (whole !== message) return whole;
  // The longest run of sentences that is a catalogued message, then the next run.
  const parts = sentences(message);
  if (parts.length < 2) return message;
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < parts.length;) {
    let j = parts.length;
    for (; j > i; j -= 1) {
      const run = parts.slice(i, j).join(' ');
      const translated = translateWhole(locale, run, depth);
      if (translated !== run) {
        out.push(translated);
        changed = true;
        break;
      }
    }
    if (j === i) {
      out.push(parts[i] ?? '');
      j = i + 1;
    }
    i = j;
  }
  return changed ? out.join(' ') : message;
}

/** One catalogued message, exactly or by its template. */
function translateWhole(locale: CatalogueLocale, message: string, depth: number): string {
  const exact = messageCatalogue[message];
  if (exact) return exact[locale] ?? message;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const target = messageCatalogue[template.key]?.[locale];
    if (target === undefined) return message;
    const values = new Map(template.slots.map((slot, i) => [slot, translateMessage(locale, match[i + 1] ?? '', depth + 1)]));
    return fill(target, values);
  }
  return message;
}
