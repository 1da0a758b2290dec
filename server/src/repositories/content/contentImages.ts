import type { Database } from 'better-sqlite3';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes of generated images by media path (articles, events, colour systems). */
export const imageSizes = (db: Database, paths: readonly string[]): Map<string, ImageSize> =>
  new Map((db.prepare(`SELECT path, width, height FROM media_images WHERE path IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(paths)) as Array<ImageSize & { path: string }>).map((row) => [row.path, { width: row.width, height: row.height }]));
