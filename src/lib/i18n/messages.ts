import type enUS from '../../../i18n/en_US.json';

/** Every message id: the keys of the source locale file, so a typo is a type error. */
export type MessageId = keyof typeof enUS;

/** A flat translation dictionary as served at /media/i18n/{locale}.json. */
export type Messages = Record<string, string>;

/** Spec §4: translations fall back to the website default locale. */
export const FALLBACK_LOCALE = 'en_US';
