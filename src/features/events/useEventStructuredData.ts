import { useMemo } from 'react';
import { useStructuredData } from '../../lib/seo/headElements';
import type { EventDetail } from './events.gql';

/** schema.org Event: name, start and end with the venue's offset, place or online attendance. */
export function eventData(event: EventDetail, url: string): Record<string, unknown> {
  const online = event.location?.online ?? false;
  const place = event.location && !online
    ? {
        '@type': 'Place',
        name: event.location.name,
        address: {
          '@type': 'PostalAddress',
          ...(event.location.address ? { streetAddress: event.location.address } : {}),
          ...(event.location.city ? { addressLocality: event.location.city } : {}),
          ...(event.location.country_code ? { addressCountry: event.location.country_code } : {}),
        },
      }
    : { '@type': 'VirtualLocation', url: event.registration_url ?? url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    ...(event.summary ? { description: event.summary } : {}),
    ...(event.image ? { image: [event.image.url] } : {}),
  };
}

/** The Event JSON-LD of the shown event (none while there is none). */
export function useEventStructuredData(event: EventDetail | null, url: string): void {
  const data = useMemo(() => (event ? eventData(event, url) : null), [event, url]);
  useStructuredData('event', data);
}
