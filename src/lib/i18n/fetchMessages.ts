import { MESSAGES_REQUEST, messagesUrl, withEarlyResponses } from '../early/earlyResponses';
import { FALLBACK_LOCALE, type Messages } from './messages';

export interface LoadedMessages {
  /** The locale whose file was actually used (the fallback when the requested one failed). */
  locale: string;
  messages: Messages;
}

function isMessages(value: unknown): value is Messages {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

async function fetchLocale(locale: string, fetchImpl: typeof fetch): Promise<Messages> {
  // Spec §7: JSON accept and content-type headers, same-origin credentials, cors mode.
  const response = await fetchImpl(messagesUrl(locale), MESSAGES_REQUEST);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isMessages(body)) throw new Error('not a flat message dictionary');
  return body;
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
