import type { Message } from './compileMessages';
import type enUS from '../../../i18n/en_US.json';

/** Every message id: the keys of the source locale file, so a typo is a type error. */
export type MessageId = keyof typeof enUS;

/** A flat translation dictionary as served at /media/i18n/{locale}.json: each message compiled (a build's) or as ICU text. */
export type Messages = Record<string, Message>;

/** Spec §4: translations fall back to the website default locale. */
export const FALLBACK_LOCALE = 'en_US';
