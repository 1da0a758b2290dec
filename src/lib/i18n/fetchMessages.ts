import { MESSAGES_REQUEST, messagesUrl, withEarlyResponses } from '../early/earlyResponses';
import { type CompiledMessages, compileMessages, isCompiled, isPlain } from './compileMessages';
import { FALLBACK_LOCALE, type Messages } from './messages';

/** Messages as IntlProvider takes them: all compiled (or, failing the parser, all plain texts). */
export type IntlMessages = CompiledMessages | Record<string, string>;

export interface LoadedMessages {
  /** The locale whose file was actually used (the fallback when the requested one failed). */
  locale: string;
  messages: IntlMessages;
}

/** A flat dictionary whose every message is an ICU text or a compiled one (an array of elements). */
function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || Array.isArray(v))
  );
}

/**
 * The messages compiled, as react-intl (built without its parser, webpack.config.js) needs them. A
 * build's dictionary is compiled already; plain texts are compiled here with the parser loaded on
 * demand. Should that load fail, the texts stay as they are: react-intl then shows each one verbatim
 * (and reports it), which still reads better than message ids.
 */
async function compiled(messages: Messages): Promise<IntlMessages> {
  if (isCompiled(messages)) return messages;
  let parse;
  try {
    ({ parse } = await import(/* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser'));
  } catch (error) {
    if (!isPlain(messages)) throw error;
    console.warn('[i18n] could not load the message parser:', error);
    return messages;
  }
  return compileMessages(messages, (text) => parse(text));
}

async function fetchLocale(locale: string, fetchImpl: typeof fetch): Promise<IntlMessages> {
  // Spec §7: JSON accept and content-type headers, same-origin credentials, cors mode.
  const response = await fetchImpl(messagesUrl(locale), MESSAGES_REQUEST);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isMessages(body)) throw new Error('not a flat message dictionary');
  return compiled(body);
}

/**
 * Load the messages of a locale (underscore form, e.g. de_DE), falling back to en_US. Never rejects:
 * when even en_US fails it resolves with no messages, so the app renders (showing ids) instead of
 * waiting forever on the loading text.
 */
export async function fetchMessages(locale: string, fetchImpl: typeof fetch = withEarlyResponses()): Promise<LoadedMessages> {
  const candidates = locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
  for (const candidate of candidates) {
    try {
      return { locale: candidate, messages: await fetchLocale(candidate, fetchImpl) };
    } catch (error) {
      console.warn(`[i18n] could not load ${candidate} messages:`, error);
    }
  }
  return { locale: FALLBACK_LOCALE, messages: {} };
}
