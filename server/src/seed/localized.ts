import type { Language, StoreDefinition } from './types';

/** One text in each copy language. English is written in British spelling; US stores get it americanised. */
export type Localized<T = string> = Record<Language, T>;

export const L = (en: string, de: string, es: string, fr: string, it: string, zh: string): Localized =>
  ({ en, de, es, fr, it, zh });

// British → American forms that occur in our copy; whole words only, capitalised forms derived.
const americanisms: Array<[string, string]> = [
  ['colours', 'colors'], ['colour', 'color'], ['coloured', 'colored'], ['grey', 'gray'], ['centre', 'center'],
  ['catalogue', 'catalog'], ['personalised', 'personalized'], ['personalise', 'personalize'],
  ['personalisation', 'personalization'], ['organise', 'organize'], ['favourite', 'favorite'],
  ['licence', 'license'], ['metres', 'meters'], ['metre', 'meter'], ['optimised', 'optimized'],
  ['standardised', 'standardized'], ['calibrated', 'calibrated'], ['programme', 'program'], ['jewellery', 'jewelry'],
  ['analyse', 'analyze'], ['recognised', 'recognized'], ['neighbouring', 'neighboring'], ['specialised', 'specialized'],
];

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const americanise = (text: string): string =>
  americanisms.reduce((result, [gb, us]) => result
    .replace(new RegExp(`\\b${gb}\\b`, 'g'), us)
    .replace(new RegExp(`\\b${capitalise(gb)}\\b`, 'g'), capitalise(us)), text);

/** The store's version of a localized text (US spelling for en_US stores). */
export const textFor = (store: StoreDefinition, text: Localized): string => {
  const value = text[store.language];
  return store.language === 'en' && store.spelling === 'us' ? americanise(value) : value;
};

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/** Magento-style URL key: lower case ASCII words joined by hyphens (umlauts spelt out as in German URLs). */
export const slugify = (text: string): string =>
  text.toLowerCase()
    .replace(/[äöüßæœø]/g, (c) => transliterations[c] ?? c)
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
