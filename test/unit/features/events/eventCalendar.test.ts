import { eventIcs, icsText, icsTime } from '../../../../src/features/events/eventCalendar';
import type { EventDetail } from '../../../../src/features/events/events.gql';

const EVENT: EventDetail = {
  uid: 'Mg==',
  url_key: 'print-expo',
  title: 'Spectrane at Print Expo; hall 7, stand B12 — with the new lighting booths and the 2027 guides on show',
  summary: 'Visit us,\nsee the booths.',
  starts_at: '2027-01-01T09:00:00+01:00',
  ends_at: '2027-01-04T18:00:00+01:00',
  timezone: 'Europe/Berlin',
  location: { name: 'Messe Düsseldorf', address: 'Stockumer Kirchstraße 61', city: 'Düsseldorf', country_code: 'DE', online: false },
  image: null,
  description: '<p>Hi</p>',
  registration_url: null,
};

describe('Add to calendar (.ics, RFC 5545)', () => {
  it('escapes text and writes UTC times', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(icsTime(new Date('2027-01-01T09:00:00+01:00'))).toBe('20270101T080000Z');
  });

  it('writes one VEVENT with the exact instants, place and page, CRLF lines of at most 75 characters', () => {
    const text = eventIcs(EVENT, 'https://shop.example/eu/de/event/print-expo', 'shop.example', new Date('2026-11-22T10:00:00Z'));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('UID:Mg==@shop.example');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain('DTSTART:20270101T080000Z');
    expect(lines).toContain('DTEND:20270104T170000Z');
    expect(lines).toContain('LOCATION:Messe Düsseldorf\\, Stockumer Kirchstraße 61\\, Düsseldorf');
    expect(lines).toContain('DESCRIPTION:Visit us\\,\\nsee the booths.');
    expect(lines.every((line) => line.length <= 75)).toBe(true);
    // Unfolded, the long title is whole again.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Spectrane at Print Expo\\; hall 7\\, stand B12 — with the new lighting booths and the 2027 guides on show\r\n');
  });
});
