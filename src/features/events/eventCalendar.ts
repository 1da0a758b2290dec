import type { EventDetail } from './events.gql';

// An iCalendar (RFC 5545) file for "Add to calendar": every calendar app reads it, no account needed.

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A UTC date-time in iCalendar form: 20261206T160000Z. */
export function icsTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Lines longer than 75 characters are folded: continued on the next line after one space. */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let index = 75; index < line.length; index += 74) parts.push(line.slice(index, index + 74));
  return parts.join('\r\n ');
}

/** One event as an .ics text, with CRLF line ends. */
export function eventIcs(event: EventDetail, url: string, host: string, now: Date = new Date()): string {
  const place = event.location
    ? [event.location.name, event.location.address, event.location.city].filter((part): part is string => Boolean(part)).join(', ')
    : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Spectrane//Storefront//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}@${host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(new Date(event.starts_at))}`,
    `DTEND:${icsTime(new Date(event.ends_at))}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.summary ? [`DESCRIPTION:${icsText(event.summary)}`] : []),
    ...(place ? [`LOCATION:${icsText(place)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the event as a file download (a Blob URL, released right after). */
export function downloadIcs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
