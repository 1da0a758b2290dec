import type { Database } from 'better-sqlite3';

export interface AnalyticsEvent {
  id: number;
  event_type: string;
  payload: unknown;
  created_at: string;
}

export const saveEvent = (db: Database, eventType: string, payload: unknown): void => {
  db.prepare('INSERT INTO analytics_events (event_type, payload) VALUES (?, ?)').run(eventType, JSON.stringify(payload));
};

export const listEvents = (db: Database, eventType?: string): AnalyticsEvent[] =>
  (db.prepare(`SELECT id, event_type, payload, created_at FROM analytics_events
    WHERE (? IS NULL OR event_type = ?) ORDER BY id`).all(eventType ?? null, eventType ?? null) as Array<
    Omit<AnalyticsEvent, 'payload'> & { payload: string }
  >).map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
