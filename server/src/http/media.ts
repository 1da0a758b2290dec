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
    res.sendFile(path.join(i18nDir, `${locale}.json`), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
    }, (error) => {
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
