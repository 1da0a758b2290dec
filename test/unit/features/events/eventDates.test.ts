import { createIntl } from 'react-intl';
import { eventWhen, hasEnded, localParts } from '../../../../src/features/events/eventDates';

const intl = (locale: string) => createIntl({ locale, messages: {} });
// Intl separates ranges with thin or no-break spaces; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u2009\u202f\u00a0]/g, ' ') ?? null;

describe('event dates in the venue time zone and the store locale', () => {
  it('reads the venue-local day and time from the ISO text', () => {
    expect(localParts('2027-01-04T18:30:00+01:00')).toEqual({ day: '2027-01-04', minutes: 1110 });
    expect(localParts('tomorrow')).toBeNull();
  });

  it('shows a one-day event as its date and its hours with the zone (US: M/D/YYYY)', () => {
    const when = eventWhen(intl('en-US'), '2026-12-06T16:00:00+00:00', '2026-12-06T17:00:00+00:00', 'Europe/London');
    expect(when.multiDay).toBe(false);
    expect(when.date).toBe('12/6/2026');
    expect(plain(when.time)).toBe('4:00 – 5:00 PM GMT');
  });

  it('shows a trade fair as its first and last day with the daily hours, in German too', () => {
    const us = eventWhen(intl('en-US'), '2027-01-01T09:00:00+01:00', '2027-01-04T18:00:00+01:00', 'Europe/Berlin');
    expect(us.multiDay).toBe(true);
    expect(plain(us.date)).toBe('1/1/2027 – 1/4/2027');
    expect(plain(us.time)).toBe('9:00 AM – 6:00 PM GMT+1');
    const de = eventWhen(intl('de-DE'), '2027-01-01T09:00:00+01:00', '2027-01-04T18:00:00+01:00', 'Europe/Berlin');
    expect(plain(de.date)).toMatch(/^01\.\s?–\s?04\.01\.2027$/);
    expect(plain(de.time)).toMatch(/^09:00\s?–\s?18:00 Uhr MEZ$/);
  });

  it('keeps the venue day even where the shopper is a day ahead', () => {
    // 23:00 in New York is already the next day in Hong Kong; the event page says the New York day.
    expect(eventWhen(intl('en-US'), '2026-10-23T23:00:00-04:00', '2026-10-23T23:30:00-04:00', 'America/New_York').date).toBe('10/23/2026');
  });

  it('knows when an event is over', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(hasEnded('2026-10-23T17:00:00-04:00', now)).toBe(true);
    expect(hasEnded('2026-12-06T17:00:00+00:00', now)).toBe(false);
    expect(hasEnded('not a date', now)).toBe(false);
  });
});
