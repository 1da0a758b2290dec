import type { IntlShape } from 'react-intl';

// Spec §9 "Dates default English (US), M/D/YYYY": a day is written with numeric day, month and year,
// in the order and separators of the store's locale (11/25/2026 in the US, 25.11.2026 in Germany,
// 25/11/2026 in the UK). Every page that shows a day uses these, so there is one rule to change.

/** The numeric day, for intl.formatDate (with a timeZone where the day belongs to a place). */
export const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/**
 * A calendar day given as YYYY-MM-DD, alone or followed by a time (Magento's 'Y-m-d H:i:s'), in the
 * store's locale. Read and written in UTC, so that no time zone moves it to the day before. Null for
 * a text that is not such a date.
 */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return intl.formatDate(time, { ...NUMERIC_DATE, timeZone: 'UTC' });
}
