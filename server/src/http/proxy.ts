import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/**
 * COMMERCE_URL mode: /graphql and /media go to the real Magento / Adobe Commerce as they are, with
 * the Host rewritten so the upstream's virtual host and store resolution work.
 */
export const commerceProxy = (commerceUrl: string): RequestHandler =>
  createProxyMiddleware({
    target: commerceUrl,
    changeOrigin: true,
    pathFilter: ['/graphql', '/media'],
    on: {
      error: (_error, _req, res) => {
        if ('headersSent' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: 'Commerce backend unreachable', extensions: { category: 'internal' } }] }));
        } else {
          res.end();
        }
      },
    },
  });
