import http, { type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import proxy from 'http2-proxy';
import type { Socket } from 'node:net';

/** A certificate and its private key, PEM. */
export interface TlsFiles {
  key: string | Buffer;
  cert: string | Buffer;
}

export interface TlsFront {
  server: http2.Http2SecureServer;
  /** Stops accepting connections and ends the open ones (requests in flight are cut off). */
  close: () => Promise<void>;
}

/** How long the app may take to answer one request before the shopper gets a 502. */
const APP_TIMEOUT_MS = 60_000;
/**
 * Idle connections to the app are kept this long; the app keeps them open longer (UPSTREAM_KEEP_ALIVE_MS, which
 * serve.ts gives the app's server), so the front never sends a request on a connection the app is closing.
 */
export const FRONT_KEEP_ALIVE_MS = 30_000;
export const UPSTREAM_KEEP_ALIVE_MS = 65_000;

/** Headers a client may send to claim where a request came from: the front is the edge, so they never pass. */
const CLIENT_FORWARDING = /^(forwarded|via|x-forwarded-.*|x-real-ip)$/i;

const isHeaderObject = (headers: OutgoingHttpHeaders | readonly unknown[] | undefined): headers is OutgoingHttpHeaders =>
  headers !== undefined && !Array.isArray(headers);

/**
 * HTTPS in front of the storefront's HTTP server, over HTTP/2 (HTTP/1.1 for clients that do not offer h2), as a
 * CDN or nginx serves the storefront in production. Express cannot answer HTTP/2 requests itself, so each request
 * is forwarded to the app on `upstreamPort` (loopback) with the shopper's host and `X-Forwarded-Proto: https`, so
 * the URLs the app builds (media, GraphQL) stay on https. Forwarding headers the client sent are dropped.
 */
export function createTlsFront(tls: TlsFiles, upstreamPort: number): TlsFront {
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true });
  const agent = new http.Agent({ keepAlive: true, timeout: FRONT_KEEP_ALIVE_MS });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // With allowHTTP1, an HTTP/1.1 client's request arrives as http.IncomingMessage/ServerResponse rather than the
  // HTTP/2 compatibility objects; http2-proxy handles both, and this handler reads only what both have
  // (headers, socket, headersSent, getHeaderNames/removeHeader/writeHead/end/destroy).
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const host = req.headers[':authority'] ?? req.headers.host ?? '';
    proxy
      .web(req, res, {
        hostname: '127.0.0.1',
        port: upstreamPort,
        proxyTimeout: APP_TIMEOUT_MS,
        onReq: async (_req, options) => {
          const headers: OutgoingHttpHeaders = {};
          if (isHeaderObject(options.headers)) {
            for (const [name, value] of Object.entries(options.headers)) if (!CLIENT_FORWARDING.test(name)) headers[name] = value;
          }
          options.agent = agent;
          options.headers = {
            ...headers,
            host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': req.socket.remoteAddress ?? '',
          };
        },
      })
      ?.catch((error: unknown) => {
        console.error('[server] TLS front: the app did not answer', error instanceof Error ? error.message : error);
        if (res.headersSent) {
          // Cut off mid-answer: reset the stream with the error, so the client cannot take it for a whole answer.
          res.destroy(error instanceof Error ? error : new Error('The app did not answer'));
          return;
        }
        // http2-proxy may have copied the app's headers already (caching, length, encoding): none of them apply.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ message: 'Bad gateway' }));
      });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      }),
  };
}
