import http from 'node:http';
import net from 'node:net';
import { forwardedPath } from '../src/http/proxy';
import { startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';
import type { AddressInfo } from 'node:net';

// A stand-in for a real Magento: records what reaches it.
describe('COMMERCE_URL proxy mode', () => {
  const seen: Array<{ url: string; host: string; store: string }> = [];
  const seenHeaders: http.IncomingHttpHeaders[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', host: req.headers.host ?? '', store: String(req.headers.store ?? '') });
    seenHeaders.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: { upstream: true } }));
  });
  let upstreamUrl = '';
  let server: RunningServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    // Not behind a proxy of its own: what a client claims in forwarding headers is not believed (trustProxy false).
    server = await startTestServer({ commerceUrl: upstreamUrl, trustProxy: false });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('sends /graphql and /media to the commerce backend with its own Host', async () => {
    const response = await fetch(`${server.url}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`, { headers: { Store: 'de_de' } });
    expect(await response.json()).toEqual({ data: { upstream: true } });
    await fetch(`${server.url}/media/logo/spectrane.svg`);
    expect(seen).toEqual([
      { url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', host: new URL(upstreamUrl).host, store: 'de_de' },
      { url: '/media/logo/spectrane.svg', host: new URL(upstreamUrl).host, store: '' },
    ]);
  });

  it('still handles /segment locally', async () => {
    const before = seen.length;
    const response = await fetch(`${server.url}/segment/collect/page`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1',
    });
    expect(response.status).toBe(204);
    expect(seen.length).toBe(before);
  });

  /** A raw HTTP/1.1 request, so nothing on the way normalises the path or drops headers first. */
  const rawRequest = (lines: string[]): Promise<string> => new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString('utf8'); });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

  it.each([
    '/media/../admin/index.php',
    '/media/%2e%2e/admin/index.php',
    '/media/catalog/..%2f..%2fadmin/index.php',
    '/media/%252e%252e/admin/index.php',
    '/media/catalog%5c..%5cadmin',
    '/media//etc/passwd',
    '/media/%E0%A4%A.png',
  ])('never forwards %s', async (requestPath) => {
    const before = seen.length;
    const answer = await rawRequest([`GET ${requestPath} HTTP/1.1`, 'Host: shop.example', 'Connection: close']);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(seen.length).toBe(before);
  });

  it('forwards only /graphql itself and /media files, with their own methods', async () => {
    const before = seen.length;
    expect((await fetch(`${server.url}/graphqlx`)).status).toBe(404);
    expect((await fetch(`${server.url}/graphql`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${server.url}/media/logo/a.svg`, { method: 'POST' })).status).toBe(405);
    expect(seen.length).toBe(before);
    expect(forwardedPath('/media/catalog/product/a/b/ab%20c.jpg')).toBe('/media/catalog/product/a/b/ab%20c.jpg');
  });

  it('drops hop-by-hop and client forwarding headers and sets its own', async () => {
    await rawRequest([
      'GET /media/logo/spectrane.svg HTTP/1.1', 'Host: shop.example', 'Connection: close, X-Secret-Hop', 'X-Secret-Hop: 1',
      'Keep-Alive: timeout=99', 'Proxy-Authorization: Basic eDp5', 'TE: trailers',
      'X-Forwarded-For: 6.6.6.6', 'X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: https', 'Forwarded: for=6.6.6.6', 'Via: 1.1 evil',
      'X-Real-IP: 6.6.6.6',
    ]);
    const headers = seenHeaders.at(-1) ?? {};
    for (const name of ['x-secret-hop', 'keep-alive', 'proxy-authorization', 'te', 'x-forwarded-host', 'forwarded', 'via', 'x-real-ip']) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});
