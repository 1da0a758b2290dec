import fs from 'node:fs';
import path from 'node:path';
import { Router, static as serveStatic } from 'express';

const localePattern = /^[a-z]{2}_[A-Z]{2}$/;

const notFound = { message: 'Not found' };

/**
 * GET /media/i18n/{locale}.json (spec §7): the storefront's translation files from i18n/. Only names
 * like de_DE.json are served, so no path can escape the folder.
 */
export const i18nRouter = (i18nDir: string): Router => {
  const router = Router();
  router.get('/media/i18n/:file', (req, res) => {
    const match = /^(.+)\.json$/.exec(req.params.file);
    const locale = match?.[1];
    if (!locale || !localePattern.test(locale)) {
      res.status(404).json(notFound);
      return;
    }
    // no-cache + ETag: translations change with each deployment, revalidation is cheap.
    const file = path.join(i18nDir, `${locale}.json`);
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    // The build's Brotli copy when the browser takes it (compression() leaves an encoded answer alone).
    const brotli = req.acceptsEncodings('br') === 'br' && fs.existsSync(`${file}.br`) && fs.existsSync(file);
    if (brotli) headers['Content-Encoding'] = 'br';
    res.sendFile(brotli ? `${file}.br` : file, { headers }, (error) => {
      if (error && !res.headersSent) res.status(404).json(notFound);
    });
  });
  return router;
};

/** Everything else under /media: files Magento keeps in pub/media (logo, favicon); JSON 404 otherwise. */
export const mediaRouter = (mediaDir: string): Router => {
  const router = Router();
  router.use('/media', serveStatic(mediaDir, { index: false, maxAge: '1d' }), (_req, res) => {
    res.status(404).json(notFound);
  });
  return router;
};
