import type { Database } from 'better-sqlite3';

export interface ColorSystemRecord {
  id: number;
  position: number;
  image: string | null;
  category_id: number | null;
  color_count: number;
  name: string;
  url_key: string;
  summary: string | null;
  content: string | null;
}

export const listColorSystems = (db: Database, storeCode: string): ColorSystemRecord[] =>
  db.prepare(`SELECT c.id, c.position, c.image, c.category_id, c.color_count, s.name, s.url_key, s.summary, s.content
    FROM color_systems c JOIN color_system_store s ON s.system_id = c.id AND s.store_code = ?
    ORDER BY c.position, c.id`).all(storeCode) as ColorSystemRecord[];
