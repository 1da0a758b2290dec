import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Request, RequestHandler } from 'express';
import type { ClientRequest } from 'node:http';

/** Connection-level headers (RFC 9110 §7.6.1): they describe one hop and never travel on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
/** Headers a client could send to claim where the request came from: this server states that itself. */
const CLIENT_FORWARDING = /^(forwarded|via|x-forwarded-.*|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip)$/i;

// eslint-disable-next-line no-control-regex -- control characters in a decoded path segment are refused
const UNSAFE_SEGMENT = /[/\\%\u0000-\u001f\u007f]/;

/**
 * The path to send upstream for a request path, or null when it is not one to forward: exactly /graphql, and
 * /media/… whose every segment decodes to a plain name (no '.' or '..', no encoded slash or backslash, no '%' left
 * after decoding that a second decoding upstream could turn into either). The forwarded path is rebuilt from the
 * decoded segments, so the upstream sees the file the storefront meant, never /media/../admin/index.php.
 */
export function forwardedPath(rawPath: string): string | null {
  if (rawPath === '/graphql') return rawPath;
  if (!rawPath.startsWith('/media/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice('/media/'.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || UNSAFE_SEGMENT.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  return `/media/${segments.join('/')}`;
}

const isProxied = (path: string): boolean => path === '/graphql' || path === '/media' || path.startsWith('/media/');

/**
 * Drops what must not pass (hop-by-hop, client forwarding claims) and says who the client is and how it came:
 * the address and scheme Express derives under `trust proxy` (a loopback TLS front's or nginx's own claims are
 * believed, a client's are not).
 */
function rewriteHeaders(proxyReq: ClientRequest, req: Request): void {
  const listed = String(req.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of proxyReq.getHeaderNames()) {
    if (HOP_BY_HOP.includes(name) || listed.includes(name) || CLIENT_FORWARDING.test(name)) proxyReq.removeHeader(name);
  }
  proxyReq.setHeader('X-Forwarded-For', req.ip ?? req.socket.remoteAddress ?? '');
  proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
}

/**
 * COMMERCE_URL mode: /graphql and /media/** go to the real Magento / Adobe Commerce (GET and POST for GraphQL,
 * GET and HEAD for media), with the Host rewritten so the upstream's virtual host and store resolution work, the
 * path normalised (forwardedPath) and the forwarding headers set by this server alone. Anything else under those
 * paths is answered here: 404, or 405 for another method.
 */
export const commerceProxy = (commerceUrl: string): RequestHandler => {
  const proxy = createProxyMiddleware<Request>({
    target: commerceUrl,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq, req) => rewriteHeaders(proxyReq, req),
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
  return (req, res, next) => {
    const queryAt = req.url.indexOf('?');
    const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    if (!isProxied(rawPath)) {
      next();
      return;
    }
    const path = forwardedPath(rawPath);
    if (path === null) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const methods = path === '/graphql' ? ['GET', 'POST'] : ['GET', 'HEAD'];
    if (!methods.includes(req.method)) {
      res.status(405).set('Allow', methods.join(', ')).json({ message: 'Method not allowed' });
      return;
    }
    req.url = path + (queryAt === -1 ? '' : req.url.slice(queryAt));
    void proxy(req, res, next);
  };
};
