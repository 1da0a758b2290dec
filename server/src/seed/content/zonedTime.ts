/** Minutes a time zone is ahead of UTC at an instant (e.g. +60 for Berlin in winter). */
const offsetMinutes = (instant: Date, timeZone: string): number => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((asUtc - instant.getTime()) / 60000);
};

/** The UTC instant of a wall-clock time in a time zone, `days` from `from` (dates in that zone). */
export const zonedInstant = (from: Date, days: number, hour: number, timeZone: string): Date => {
  const day = new Date(from.getTime() + days * 86400000);
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  const first = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60000);
  return new Date(guess.getTime() - offsetMinutes(first, timeZone) * 60000);
};
