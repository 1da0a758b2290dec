import type { ArtSpec } from './catalog/types';
import type { Database } from 'better-sqlite3';

/** Registers a generated image: the media router draws it from this row (src/media/artwork.ts). */
export const registerImage = (db: Database, path: string, art: ArtSpec, width: number, height: number): void => {
  db.prepare(`INSERT OR REPLACE INTO media_images (path, template, palette, caption, width, height)
    VALUES (?, ?, ?, ?, ?, ?)`).run(path, art.template, JSON.stringify(art.palette), art.caption ?? '', width, height);
};

/** Magento's dispersion path for a media file name: "sfd-core-c.svg" → "/s/f/sfd-core-c.svg". */
export const dispersedPath = (fileName: string): string => `/${fileName.charAt(0)}/${fileName.charAt(1) || '_'}/${fileName}`;
