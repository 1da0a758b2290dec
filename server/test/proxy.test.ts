import http from 'node:http';
import { startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';
import type { AddressInfo } from 'node:net';

// A stand-in for a real Magento: records what reaches it.
describe('COMMERCE_URL proxy mode', () => {
  const seen: Array<{ url: string; host: string; store: string }> = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', host: req.headers.host ?? '', store: String(req.headers.store ?? '') });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: { upstream: true } }));
  });
  let upstreamUrl = '';
  let server: RunningServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    server = await startTestServer({ commerceUrl: upstreamUrl });
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
});
