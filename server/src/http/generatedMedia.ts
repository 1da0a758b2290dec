import { Router } from 'express';
import { renderArtwork } from '../media/artwork';
import type { BackendProfile } from '../profile';
import type { Database } from 'better-sqlite3';

interface MediaImageRow {
  template: string;
  palette: string;
  caption: string;
  width: number;
  height: number;
}

/**
 * /media/{path} for the sample catalogue's pictures: SVG drawn on request from media_images, so a
 * fresh clone has real image files (with the sizes the API reports) without shipping binaries.
 * Anything not in the table falls through to the static /media files. The stock profile has no brand
 * content, so the pictures of articles, events and colour systems (media/spectrane/) are not there.
 */
export const generatedMediaRouter = (db: Database, profile: BackendProfile = 'full'): Router => {
  const router = Router();
  const find = db.prepare('SELECT template, palette, caption, width, height FROM media_images WHERE path = ?');
  router.get(/^\/media\/(.+\.svg)$/, (req, res, next) => {
    // Express has decoded the path once already; decoding again turned %25 into a URIError (a 500).
    const path = (req.params as Record<string, string>)[0] ?? '';
    const row = profile === 'stock' && path.startsWith('spectrane/') ? undefined : find.get(path) as MediaImageRow | undefined;
    if (!row) {
      next();
      return;
    }
    const svg = renderArtwork({ ...row, palette: JSON.parse(row.palette) as string[] }, row.caption || path);
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      // Opened on its own, an SVG is a document: it may not run or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(svg);
  });
  return router;
};
