import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, tempDir } from './helpers';
import type { RunningServer } from '../src/serve';

describe('/media', () => {
  let server: RunningServer;
  const i18n = tempDir('i18n');
  beforeAll(async () => {
    fs.writeFileSync(path.join(i18n.dir, 'de_DE.json'), JSON.stringify({ 'global.fetch': 'Wird geladen…' }));
    // A build's precompressed copy (CompressionPlugin), beside its file.
    fs.writeFileSync(path.join(i18n.dir, 'fr_FR.json'), JSON.stringify({ 'global.fetch': 'Chargement…' }));
    fs.writeFileSync(path.join(i18n.dir, 'fr_FR.json.br'), zlib.brotliCompressSync(JSON.stringify({ 'global.fetch': 'Chargement…' })));
    // A file beside the folder that a traversal would reach.
    fs.writeFileSync(path.join(path.dirname(i18n.dir), 'secret.json'), '{"secret":true}');
    server = await startTestServer({ i18nDir: i18n.dir });
  });
  afterAll(async () => {
    await server.close();
    i18n.cleanup();
    fs.rmSync(path.join(path.dirname(i18n.dir), 'secret.json'), { force: true });
  });

  it('serves a translation file as JSON', async () => {
    const response = await fetch(`${server.url}/media/i18n/de_DE.json`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ 'global.fetch': 'Wird geladen…' });
  });

  it("sends a file's Brotli copy to a browser that takes Brotli, the file itself otherwise", async () => {
    const brotli = await fetch(`${server.url}/media/i18n/fr_FR.json`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await brotli.json()).toEqual({ 'global.fetch': 'Chargement…' });
    const plain = await fetch(`${server.url}/media/i18n/fr_FR.json`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ 'global.fetch': 'Chargement…' });
  });

  it('answers 404 JSON for a locale without a file', async () => {
    const response = await fetch(`${server.url}/media/i18n/it_IT.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it.each(['de-DE.json', 'de_de.json', 'de_DE.txt', '..%2Fsecret.json', '..%2F..%2Fpackage.json', '%2e%2e%2fsecret.json'])(
    'refuses %s', async (name) => {
      const response = await fetch(`${server.url}/media/i18n/${name}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    });

  it('serves the logo the store config points to', async () => {
    const response = await fetch(`${server.url}/media/logo/spectrane.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('#e8590c');
  });

  it('answers 404 JSON for other unknown media', async () => {
    const response = await fetch(`${server.url}/media/nothing/here.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
