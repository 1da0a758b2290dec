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
  /** Stops accepting connections and ends the open ones. */
  close: () => Promise<void>;
}

/**
 * HTTPS in front of the storefront's HTTP server, over HTTP/2 (HTTP/1.1 for clients that do not offer h2), as a
 * CDN or nginx serves the storefront in production. Express cannot answer HTTP/2 requests itself, so each request
 * is forwarded to the app on `upstreamPort` (loopback), with the shopper's host and `X-Forwarded-Proto: https`, so
 * the URLs the app builds (media, GraphQL) stay on https. Forwarded headers a client sent are replaced, never
 * passed on: the front is the edge.
 */
export function createTlsFront(tls: TlsFiles, upstreamPort: number): TlsFront {
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true });
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const host = req.headers[':authority'] ?? req.headers.host ?? '';
    proxy
      .web(req, res, {
        hostname: '127.0.0.1',
        port: upstreamPort,
        onReq: async (_req, options) => {
          options.headers = {
            ...options.headers,
            host,
            'x-forwarded-host': host,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': req.socket.remoteAddress ?? '',
          };
        },
      })
      ?.catch((error: unknown) => {
        console.error('[server] TLS front: the app did not answer', error instanceof Error ? error.message : error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Bad gateway' }));
      });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
