import { formatDay } from '../../lib/format/dates';
import type { IntlShape } from 'react-intl';

/**
 * An article's publishing date (YYYY-MM-DD) in the store's locale, numeric as spec §9 says for
 * English (US): 9/14/2026; 14.9.2026 in German. Null for a text that is not such a date.
 */
export function formatArticleDate(intl: Pick<IntlShape, 'formatDate'>, isoDate: string): string | null {
  return formatDay(intl, isoDate);
}
