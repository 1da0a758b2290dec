import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tempDir, useTestServer } from './helpers';

const QUERY = JSON.stringify({ query: '{ storeConfig { store_code } }' });

interface Probe {
  title: string;
  path: string;
  init?: RequestInit;
  status: number;
}

const graphqlPost = (headers: Record<string, string>, body: BodyInit): RequestInit =>
  ({ method: 'POST', headers: { store: 'na_us', 'content-type': 'application/json', ...headers }, body });
const analytics = (headers: Record<string, string>, body: BodyInit): RequestInit =>
  ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

const PROBES: Probe[] = [
  { title: 'a bogus Content-Encoding on /graphql', path: '/graphql', init: graphqlPost({ 'content-encoding': 'bogus' }, QUERY), status: 415 },
  { title: 'an unknown charset on /graphql', path: '/graphql', init: graphqlPost({ 'content-type': 'application/json; charset=foo-9' }, QUERY), status: 415 },
  { title: 'a corrupt gzip body on /graphql', path: '/graphql', init: graphqlPost({ 'content-encoding': 'gzip' }, Buffer.from('1f8b0800000000000003abcdef', 'hex')), status: 400 },
  { title: 'a gzip body that is not gzip on /graphql', path: '/graphql', init: graphqlPost({ 'content-encoding': 'gzip' }, 'plain text'), status: 400 },
  { title: 'an oversized analytics post', path: '/segment/collect/page', init: analytics({}, `a=${'x'.repeat(100_000)}`), status: 413 },
  { title: 'an unknown charset on analytics', path: '/segment/collect/page', init: analytics({ 'content-type': 'application/x-www-form-urlencoded; charset=foo' }, 'a=b'), status: 415 },
  { title: 'a corrupt gzip analytics post', path: '/segment/collect/page', init: analytics({ 'content-encoding': 'gzip' }, 'zzz'), status: 400 },
  { title: 'an event name that does not decode', path: '/segment/collect/%E0%A4%A', init: analytics({}, 'a=b'), status: 400 },
  { title: 'a double-encoded /media picture path', path: '/media/catalog/product/%25E0%25A4%25A.svg', status: 404 },
  { title: 'a /media picture path that does not decode', path: '/media/catalog/%E0%A4%A.svg', status: 400 },
  { title: 'a translation name that does not decode', path: '/media/i18n/%E0%A4%A.json', status: 400 },
  { title: 'a double-encoded climb out of /media', path: '/media/%252e%252e/%252e%252e/package.json', status: 404 },
  { title: 'a static file path that does not decode', path: '/static/js/%E0%A4%A.js', status: 400 },
  { title: 'a page path that does not decode', path: '/%E0%A4%A', status: 400 },
];

describe('malformed requests get a 4xx and leave no stack in the log', () => {
  const dist = tempDir('malformed-dist');
  fs.mkdirSync(path.join(dist.dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><html><head><title>Spectrane</title></head><body></body></html>');
  const { server } = useTestServer({ distDir: dist.dir });
  const logged: unknown[][] = [];
  let spies: Array<{ mockRestore: () => void }> = [];
  beforeAll(() => {
    spies = (['error', 'warn', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { logged.push(args); }));
  });
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
    dist.cleanup();
  });

  it.each(PROBES.map((probe) => [probe.title, probe] as const))('%s', async (_title, probe) => {
    const response = await fetch(`${server.url}${probe.path}`, probe.init);
    expect(response.status).toBe(probe.status);
    const text = await response.text();
    expect(text).not.toMatch(/\bat \S+ \(|Error:|node_modules/);
    expect(logged).toEqual([]);
  });

  it('still takes a well-formed gzip body', async () => {
    const response = await fetch(`${server.url}/graphql`, graphqlPost({ 'content-encoding': 'gzip' }, zlib.gzipSync(QUERY)));
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'na_us' } } });
  });
});
