import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { localhostCert, type LocalhostCert } from '../../test/shared/localhostCert';
import { parseTrustProxy } from '../src/app';
import { createTlsFront, type TlsFront } from '../src/http/tlsFront';
import { startTestServer, tempDir, useTestServer } from './helpers';
import type { RunningServer } from '../src/serve';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over HTTP/2, trusting only `cert`. */
async function h2Request(
  base: string, cert: LocalhostCert, requestPath: string, headers: Record<string, string> = {}, body?: string,
): Promise<Answer> {
  const session = http2.connect(base, { ca: cert.cert });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      session.once('error', reject);
      const stream = session.request({ ':path': requestPath, ...(body === undefined ? {} : { ':method': 'POST' }), ...headers });
      let status = 0;
      let responseHeaders: Answer['headers'] = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => {
        status = Number(h[':status']);
        responseHeaders = h;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ status, headers: responseHeaders, body: Buffer.concat(chunks).toString('utf8') }));
      stream.on('error', reject);
      stream.end(body);
    });
  } finally {
    session.close();
  }
}

/** One request over HTTP/1.1 (TLS when `cert` is given). */
function h1Request(url: string, headers: Record<string, string>, cert?: LocalhostCert): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const onResponse = (response: http.IncomingMessage): void => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    };
    const request = cert ? https.get(url, { ca: cert.cert, headers, agent: false }, onResponse) : http.get(url, { headers }, onResponse);
    request.on('error', reject);
  });
}

const STORE_URLS = '/graphql?query=%7BstoreConfig%7Bsecure_base_media_url%20base_link_url%7D%7D';

describe('HTTPS over HTTP/2 (startServer with tls, as npm run serve with TLS_CERT/TLS_KEY)', () => {
  let cert: LocalhostCert;
  let server: RunningServer;
  const dist = tempDir('tls-dist');
  beforeAll(async () => {
    cert = await localhostCert();
    fs.mkdirSync(path.join(dist.dir, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><html><head><title>Spectrane</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist.dir, 'static', 'js', 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    server = await startTestServer({ distDir: dist.dir, tls: cert });
  });
  afterAll(async () => {
    await server.close();
    dist.cleanup();
  });

  it('listens on https and answers the storefront over HTTP/2 with its usual headers', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2Request(server.url, cert, '/chip-sets.html', { 'accept-encoding': 'identity' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const script = await h2Request(server.url, cert, '/static/js/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    // HTTP/2 has no connection-specific headers; the front must not pass the app's on.
    expect(script.headers.connection).toBeUndefined();
    expect(script.headers['keep-alive']).toBeUndefined();
  });

  it('builds the URLs it gives out on https, whatever forwarded headers the client sends', async () => {
    const host = new URL(server.url).host;
    const answer = await h2Request(server.url, cert, STORE_URLS, { store: 'na_us', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' });
    expect(answer.status).toBe(200);
    const { storeConfig } = (JSON.parse(answer.body) as { data: { storeConfig: { secure_base_media_url: string; base_link_url: string } } }).data;
    expect(storeConfig.secure_base_media_url).toBe(`https://${host}/media/`);
    expect(storeConfig.base_link_url).toBe(`https://${host}/`);
  });

  it('passes a POST body through: a mutation creates a cart that a GET then finds', async () => {
    const created = await h2Request(server.url, cert, '/graphql', { 'content-type': 'application/json', store: 'na_us' },
      JSON.stringify({ query: 'mutation { createEmptyCart }' }));
    expect(created.status).toBe(200);
    const cartId = (JSON.parse(created.body) as { data: { createEmptyCart: string } }).data.createEmptyCart;
    expect(cartId).toMatch(/^\w{32}$/);
    const read = await h2Request(server.url, cert, `/graphql?query=${encodeURIComponent(`{cart(cart_id:"${cartId}"){id total_quantity}}`)}`, { store: 'na_us' });
    expect(JSON.parse(read.body)).toEqual({ data: { cart: { id: cartId, total_quantity: 0 } } });
  });

  it('still answers HTTP/1.1 clients over TLS', async () => {
    const answer = await h1Request(`${server.url}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`, { Store: 'de_de' }, cert);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { storeConfig: { store_code: 'de_de' } } });
  });

  it('refuses a client that does not trust the certificate, rather than answering in the clear', async () => {
    await expect(h1Request(`${server.url}/`, {}, { ...cert, cert: (await localhostCert()).cert })).rejects.toThrow(/self[- ]signed|certificate/i);
  });
});

describe('behind a proxy on the same machine (nginx terminating TLS in front of npm run serve)', () => {
  const { server } = useTestServer();

  it("believes a loopback proxy's X-Forwarded-Proto, and takes the host from Host, never from X-Forwarded-Host", async () => {
    const answer = await h1Request(`${server.url}${STORE_URLS}`, { Store: 'na_us', Host: 'shop.spectrane.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' });
    const { storeConfig } = (JSON.parse(answer.body) as { data: { storeConfig: { secure_base_media_url: string } } }).data;
    expect(storeConfig.secure_base_media_url).toBe('https://shop.spectrane.example/media/');
  });

  it('does not believe them from elsewhere when trust proxy names other addresses', async () => {
    const strict = await startTestServer({ trustProxy: '10.0.0.1' });
    try {
      const answer = await h1Request(`${strict.url}${STORE_URLS}`, { Store: 'na_us', 'X-Forwarded-Proto': 'https' });
      const { storeConfig } = (JSON.parse(answer.body) as { data: { storeConfig: { secure_base_media_url: string } } }).data;
      expect(storeConfig.secure_base_media_url).toBe(`${strict.url}/media/`);
    } finally {
      await strict.close();
    }
  });

  it('reads TRUST_PROXY as Express takes it', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' ')).toBeUndefined();
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

/** An app stand-in: answers with the headers it received; /cut sends half an answer and drops the connection. */
async function startEcho(): Promise<{ port: number; close: () => Promise<void> }> {
  const echo = http.createServer((req, res) => {
    if (req.url === '/cut') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
      res.write('half an answer');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (echo.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      echo.close(() => resolve());
      echo.closeAllConnections();
    }),
  };
}

describe('the TLS front', () => {
  let cert: LocalhostCert;
  let echo: Awaited<ReturnType<typeof startEcho>>;
  let front: TlsFront;
  let base = '';
  beforeAll(async () => {
    cert = await localhostCert();
    echo = await startEcho();
    front = createTlsFront(cert, echo.port);
    await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', () => resolve()));
    base = `https://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await front.close();
    await echo.close();
  });

  it("passes the shopper's host and https on, and none of the forwarding headers a client sends", async () => {
    const answer = await h2Request(base, cert, '/anything', {
      forwarded: 'for=6.6.6.6;proto=http', via: '1.1 evil', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http',
      'x-forwarded-for': '6.6.6.6', 'x-forwarded-port': '80', 'x-real-ip': '6.6.6.6', 'x-custom': 'kept',
    });
    const received = JSON.parse(answer.body) as Record<string, string>;
    expect(received.host).toBe(new URL(base).host);
    expect(received['x-forwarded-proto']).toBe('https');
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received['x-custom']).toBe('kept');
    for (const name of ['forwarded', 'via', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip']) expect(received[name], name).toBeUndefined();
  });

  it('resets the stream when the app breaks off mid-answer, so the client never takes half for a whole answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(h2Request(base, cert, '/cut')).rejects.toThrow();
    } finally {
      errors.mockRestore();
    }
  });

  it('closes with HTTP/2 sessions and HTTP/1.1 keep-alive connections still open', async () => {
    const own = createTlsFront(cert, echo.port);
    await new Promise<void>((resolve) => own.server.listen(0, '127.0.0.1', () => resolve()));
    const ownBase = `https://127.0.0.1:${(own.server.address() as AddressInfo).port}`;
    const session = http2.connect(ownBase, { ca: cert.cert });
    session.on('error', () => undefined);
    const agent = new https.Agent({ keepAlive: true, ca: cert.cert });
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ ':path': '/one' });
      stream.on('data', () => undefined);
      stream.on('end', () => resolve());
      stream.on('error', reject);
      stream.end();
    });
    await new Promise<void>((resolve, reject) => {
      https.get(`${ownBase}/two`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      }).on('error', reject);
    });
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
    session.destroy();
  });
});

describe('the TLS front when the app does not answer', () => {
  it('answers 502 in JSON, never a hang or a stack trace', async () => {
    const cert = await localhostCert();
    // A port that was free a moment ago: nothing listens there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const front = createTlsFront(cert, deadPort);
    await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', () => resolve()));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await h2Request(`https://127.0.0.1:${(front.server.address() as AddressInfo).port}`, cert, '/');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Bad gateway' });
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await front.close();
    }
  });
});
