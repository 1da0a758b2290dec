import type { Database } from 'better-sqlite3';

export interface UrlRewriteRecord {
  request_path: string;
  target_path: string;
  entity_type: string;
  entity_id: number;
  redirect_type: number;
}

export const findRewriteByRequestPath = (db: Database, storeCode: string, requestPath: string): UrlRewriteRecord | null =>
  (db.prepare(`SELECT request_path, target_path, entity_type, entity_id, redirect_type FROM url_rewrites
    WHERE store_code = ? AND request_path = ?`).get(storeCode, requestPath) as UrlRewriteRecord | undefined) ?? null;

export const findRewriteByTargetPath = (db: Database, storeCode: string, targetPath: string): UrlRewriteRecord | null =>
  (db.prepare(`SELECT request_path, target_path, entity_type, entity_id, redirect_type FROM url_rewrites
    WHERE store_code = ? AND target_path = ? ORDER BY redirect_type LIMIT 1`).get(storeCode, targetPath) as UrlRewriteRecord | undefined) ?? null;
