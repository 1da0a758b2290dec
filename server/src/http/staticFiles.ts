import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';

const backendPaths = /^\/(graphql|media|segment)(\/|$)/;

// Content-hashed bundles never change under their name; the entry points must always be revalidated.
// A precompressed copy (name.br, name.gz) is cached as the file it stands for.
const setCacheHeaders = (res: ServerResponse, file: string): void => {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
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

/**
 * The production build with SPA fallback: unknown page paths get index.html, unknown files a 404.
 * The build writes a Brotli and a gzip copy of each script, style and text asset beside it: the one
 * the browser accepts is sent as is (maximum compression, no work per request); other files are
 * compressed on the fly by the app's compression middleware.
 */
export const staticRouter = (distDir: string): Router => {
  const router = Router();
  router.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { index: false, setHeaders: setCacheHeaders },
    }),
  );
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
