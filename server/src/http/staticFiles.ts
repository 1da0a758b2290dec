import path from 'node:path';
import { type Response, Router, static as serveStatic } from 'express';

const backendPaths = /^\/(graphql|media|segment)(\/|$)/;

// Content-hashed bundles never change under their name; the entry points must always be revalidated.
const setCacheHeaders = (res: Response, file: string): void => {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'service-worker.js') res.setHeader('Cache-Control', 'no-cache');
  else if (file.includes(`${path.sep}static${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
};

/**
 * A page navigation the SPA should answer: no file extension, or ".html" — the store's product and
 * category URL suffix (/{url_key}.html, spec §2.2) makes those storefront routes, not files.
 */
const isNavigation = (urlPath: string): boolean => {
  const extension = path.extname(urlPath);
  return extension === '' || extension === '.html';
};

/** The production build with SPA fallback: unknown page paths get index.html, unknown files a 404. */
export const staticRouter = (distDir: string): Router => {
  const router = Router();
  router.use(serveStatic(distDir, { index: false, setHeaders: setCacheHeaders }));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || backendPaths.test(req.path) || !isNavigation(req.path)) {
      next();
      return;
    }
    res.sendFile(path.join(distDir, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  });
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
};
