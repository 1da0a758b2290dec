import type { IntlShape } from 'react-intl';

/**
 * An article's publishing date (YYYY-MM-DD) in the store's locale, numeric as spec §9 says for
 * English (US): 9/14/2026; 14.9.2026 in German. Read and written in UTC, so that no time zone moves
 * it to the day before. Null for a text that is not such a date.
 */
export function formatArticleDate(intl: Pick<IntlShape, 'formatDate'>, isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return intl.formatDate(time, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
}
