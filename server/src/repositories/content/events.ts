import type { Database } from 'better-sqlite3';

export interface EventRecord {
  id: number;
  starts_at: string;
  ends_at: string;
  timezone: string;
  country_code: string | null;
  online: number;
  image: string | null;
  registration_url: string | null;
  title: string;
  url_key: string;
  summary: string | null;
  description: string | null;
  location_name: string | null;
  address: string | null;
  city: string | null;
}

export type EventPeriod = 'UPCOMING' | 'PAST' | 'ALL';

/** Active events of the store: upcoming (not ended) soonest first, past most recent first, or all. */
export const findEvents = (db: Database, storeCode: string, period: EventPeriod, urlKey?: string): EventRecord[] => {
  const now = new Date().toISOString();
  const condition = period === 'UPCOMING' ? 'AND e.ends_at >= @now' : period === 'PAST' ? 'AND e.ends_at < @now' : '';
  const order = period === 'PAST' ? 'e.starts_at DESC' : 'e.starts_at ASC';
  return db.prepare(`SELECT e.id, e.starts_at, e.ends_at, e.timezone, e.country_code, e.online, e.image, e.registration_url,
    s.title, s.url_key, s.summary, s.description, s.location_name, s.address, s.city
    FROM events e JOIN event_store s ON s.event_id = e.id AND s.store_code = @store
    WHERE e.is_active = 1 ${condition} ${urlKey !== undefined ? 'AND s.url_key = @urlKey' : ''}
    ORDER BY ${order}, e.id`).all({ store: storeCode, now, urlKey }) as EventRecord[];
};
