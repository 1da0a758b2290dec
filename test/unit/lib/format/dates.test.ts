import { createIntl } from 'react-intl';
import { formatDay, NUMERIC_DATE } from '../../../../src/lib/format/dates';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('formatDay (spec §9: dates default English (US), M/D/YYYY)', () => {
  it("writes Magento's day in the store's locale", () => {
    expect(formatDay(intl('en-US'), '2026-11-25 09:14:00')).toBe('11/25/2026');
    expect(formatDay(intl('en-US'), '2026-03-04')).toBe('3/4/2026');
    expect(formatDay(intl('de-DE'), '2026-11-25 09:14:00')).toBe('25.11.2026');
    expect(formatDay(intl('en-GB'), '2026-11-25T09:14:00Z')).toBe('25/11/2026');
    expect(formatDay(intl('fr-FR'), '2026-11-25')).toBe('25/11/2026');
  });

  it('keeps the day whatever the time: late in the day is not the next day, early not the one before', () => {
    expect(formatDay(intl('en-US'), '2026-11-25 23:59:59')).toBe('11/25/2026');
    expect(formatDay(intl('en-US'), '2026-11-25 00:00:01')).toBe('11/25/2026');
  });

  it('returns null for a text that is no date', () => {
    expect(formatDay(intl('en-US'), 'yesterday')).toBeNull();
    expect(formatDay(intl('en-US'), '')).toBeNull();
  });

  it('is the numeric day every page uses', () => {
    expect(NUMERIC_DATE).toEqual({ year: 'numeric', month: 'numeric', day: 'numeric' });
  });
});
