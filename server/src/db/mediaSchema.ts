/** The generated sample pictures (server/src/media/artwork.ts). */
export const mediaSchemaSql = `
-- Generated artwork (SVG) served under /media/{path}: what to draw, and the size the API reports.
CREATE TABLE IF NOT EXISTS media_images (
  path TEXT PRIMARY KEY,
  template TEXT NOT NULL,
  palette TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
`;
