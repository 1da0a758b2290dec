import { NUMERIC_DATE as DATE } from '../../lib/format/dates';
import type { IntlShape } from 'react-intl';

// Events happen at a venue: their dates and times are shown in the venue's time zone (the one the
// organiser announced), with its abbreviation, whatever the shopper's own zone is.

export interface EventWhen {
  /** The day, or the first and last day ("1/1/2027 – 1/4/2027"), numeric as spec §9 says. */
  date: string;
  /** Opening hours ("9:00 AM – 6:00 PM GMT+1"); null when a time cannot be read. */
  time: string | null;
  multiDay: boolean;
}

/** The venue-local calendar day and minutes of an ISO 8601 time with offset ("2027-01-04T18:00:00+01:00"). */
export function localParts(iso: string): { day: string; minutes: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return null;
  return { day: match[1] ?? '', minutes: Number(match[2]) * 60 + Number(match[3]) };
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

type Formatter = Pick<IntlShape, 'formatDate' | 'formatDateTimeRange'>;

/** When an event takes place, in the store's locale and the venue's time zone. */
export function eventWhen(intl: Formatter, startsAt: string, endsAt: string, timeZone: string): EventWhen {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const from = localParts(startsAt);
  const to = localParts(endsAt);
  const multiDay = Boolean(from && to && from.day !== to.day);
  const date = multiDay ? intl.formatDateTimeRange(start, end, { ...DATE, timeZone }) : intl.formatDate(start, { ...DATE, timeZone });
  if (!from || !to || Number.isNaN(start.getTime())) return { date, time: null, multiDay };
  // Over several days the hours are each day's: the first day's start to its closing time.
  const closing = new Date(start.getTime() + Math.max(0, to.minutes - from.minutes) * 60_000);
  const time = intl.formatDateTimeRange(start, closing, { ...TIME, timeZone });
  return { date, time, multiDay };
}

/** Whether an event has ended at `now`. */
export function hasEnded(endsAt: string, now: number = Date.now()): boolean {
  const end = new Date(endsAt).getTime();
  return Number.isFinite(end) && end < now;
}
