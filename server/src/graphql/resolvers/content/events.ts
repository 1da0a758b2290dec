import { encodeUid } from '../../../lib/uid';
import { type EventPeriod, type EventRecord, findEvents } from '../../../repositories/content/events';
import { pageInfo, pageOf } from '../catalog/paging';
import { contentImage } from './images';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** "2026-03-04T09:00:00+01:00": the instant written in the venue's time zone, as ISO 8601 with its offset. */
export const isoInZone = (utc: string, timeZone: string): string => {
  const date = new Date(utc);
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    hourCycle: 'h23', timeZoneName: 'longOffset',
  }).formatToParts(date).map((part) => [part.type, part.value]));
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
};

const eventOutput = (context: GraphQLContext, event: EventRecord): unknown => ({
  ...event,
  uid: encodeUid(event.id),
  relative_url: `event/${event.url_key}`,
  starts_at: isoInZone(event.starts_at, event.timezone),
  ends_at: isoInZone(event.ends_at, event.timezone),
  location: {
    name: event.location_name, address: event.address, city: event.city, country_code: event.country_code,
    online: event.online === 1,
  },
  image: contentImage(context, event.image, event.title),
});

const events: Resolver<{ filter?: { period?: EventPeriod | null } | null; pageSize: number; currentPage: number }> =
  (_parent, args, context) => {
    const found = findEvents(context.db, context.store.code, args.filter?.period ?? 'UPCOMING');
    const info = pageInfo(found.length, args.pageSize, args.currentPage);
    return { items: pageOf(found, info).map((event) => eventOutput(context, event)), total_count: found.length, page_info: info };
  };

const event: Resolver<{ url_key: string }> = (_parent, { url_key: urlKey }, context) => {
  const [found] = findEvents(context.db, context.store.code, 'ALL', urlKey);
  return found ? eventOutput(context, found) : null;
};

export const eventResolvers = {
  Query: { events, event },
};
