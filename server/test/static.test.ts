import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { graphqlGet, startTestServer, tempDir } from './helpers';
import type { RunningServer } from '../src/serve';

const PRECOMPRESSED = '/* precompressed copy */';

describe('static files of the production build', () => {
  let server: RunningServer;
  const dist = tempDir('dist');
  const indexHtml = `<!doctype html><html><head><title>Spectrane</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist.dir, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dist.dir, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist.dir, 'service-worker.js'), 'self.addEventListener("install", () => {});');
    fs.writeFileSync(path.join(dist.dir, 'static', 'js', 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    fs.writeFileSync(path.join(dist.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the build writes them (compression-webpack-plugin): a Brotli and a gzip copy beside the file.
    // Each copy carries a marker, so a test can tell it from the file compressed on the fly.
    for (const file of [path.join('static', 'js', 'main.0123456789.js'), 'service-worker.js']) {
      const body = `${fs.readFileSync(path.join(dist.dir, file), 'utf8')}${PRECOMPRESSED}`;
      fs.writeFileSync(path.join(dist.dir, `${file}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dist.dir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
    }
    server = await startTestServer({ distDir: dist.dir });
  });
  afterAll(async () => {
    await server.close();
    dist.cleanup();
  });

  it('serves hashed bundles as immutable, compressed', async () => {
    const response = await fetch(`${server.url}/static/js/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it("sends the build's precompressed copy the browser accepts: Brotli first, then gzip, else the file itself", async () => {
    const url = `${server.url}/static/js/main.0123456789.js`;
    const original = fs.readFileSync(path.join(dist.dir, 'static', 'js', 'main.0123456789.js'), 'utf8');
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(response.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary'), accept).toMatch(/Accept-Encoding/i);
      expect(await response.text(), accept).toBe(`${original}${PRECOMPRESSED}`);
    }
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(original);
    const worker = await fetch(`${server.url}/service-worker.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(worker.headers.get('content-encoding')).toBe('br');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves index.html and the service worker with no-cache', async () => {
    for (const file of ['/service-worker.js', '/index.html']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it.each(['/', '/eu/de', '/checkout/cart', '/customer/account/login', '/eu/de/farbfaecher.html', '/some-product.html'])(
    'falls back to index.html for the navigation %s', async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    });

  it('answers 404 for missing files rather than the page', async () => {
    for (const file of ['/static/js/missing.1234.js', '/robots.txt']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status, file).toBe(404);
    }
  });

  it('never answers backend paths with the page', async () => {
    expect((await fetch(`${server.url}/segment/unknown`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/unknown`)).status).toBe(404);
    const { body } = await graphqlGet(server.url, '{ storeConfig { store_code } }', { store: 'it_it' });
    expect(body).toEqual({ data: { storeConfig: { store_code: 'it_it' } } });
  });
});
