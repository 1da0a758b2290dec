import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { localhostCert, type LocalhostCert } from '../../test/shared/localhostCert';
import { contentSecurityPolicy, inlineScriptHashes, recaptchaFromEnv, scriptHash } from '../src/http/contentSecurityPolicy';
import { nginxSecurityHeaders } from '../src/http/nginxSecurityHeaders';
import { tempDir, useTestServer } from './helpers';

const EARLY = 'window.__early=1;';
const INDEX = `<!doctype html><html><head><script id="early-requests">${EARLY}</script>`
  + '<script type="application/ld+json">{"@type":"Thing"}</script><script defer src="/static/js/main.js"></script>'
  + '<title>Spectrane</title></head><body><div id="root"></div></body></html>';

const distWithIndex = (): { dir: string; cleanup: () => void } => {
  const dist = tempDir('headers-dist');
  fs.mkdirSync(path.join(dist.dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dist.dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist.dir, 'static', 'js', 'main.js'), 'console.log(1);');
  return dist;
};

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('security headers on every answer of npm run serve', () => {
  const dist = distWithIndex();
  const { server } = useTestServer({ distDir: dist.dir });
  afterAll(() => dist.cleanup());

  it('hashes exactly the executable inline scripts of index.html', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([scriptHash(EARLY)]);
  });

  it.each([
    ['a page', '/chip-sets.html', undefined],
    ['a script', '/static/js/main.js', undefined],
    ['a GraphQL answer', '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { store: 'na_us' }],
    ['a missing file', '/static/js/missing.js', undefined],
    ['a translation', '/media/i18n/en_US.json', undefined],
    ['a malformed request', '/%E0%A4%A', undefined],
  ])('%s', async (_title, requestPath, headers) => {
    const response = await fetch(`${server.url}${requestPath}`, { headers });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${scriptHash(EARLY)};`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // The card gateway's hosted fields (the embedded test gateway, on a port of its own) and nothing else.
    expect(policy).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+;/);
    expect(policy).not.toContain(`frame-src ${server.url}`);
    expect(policy).not.toContain('upgrade-insecure-requests');
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    // No opener policy: it would make every arrival a browsing context group switch (docs/performance.md).
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    // No HSTS over plain HTTP: a browser would ignore it, and a local server must stay reachable.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('writes the same headers for nginx, with HSTS (README "Security")', () => {
    const conf = nginxSecurityHeaders(INDEX);
    expect(conf).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: [scriptHash(EARLY)], https: true })}" always;`);
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain("frame-src 'none';");
    expect(conf).not.toContain('Cross-Origin-Opener-Policy');
    expect(nginxSecurityHeaders(INDEX, [], ['https://fields.gateway.example'])).toContain('frame-src https://fields.gateway.example;');
  });
});

describe('security headers over TLS', () => {
  const dist = distWithIndex();
  let cert: LocalhostCert;
  beforeAll(async () => { cert = await localhostCert(); });
  const tls = useTestServer({ distDir: dist.dir, get tls() { return cert; } });
  afterAll(() => dist.cleanup());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      https.get(`${tls.server.url}/`, { ca: cert.cert, agent: false }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject);
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers with reCAPTCHA (RECAPTCHA_V3)', () => {
  const dist = distWithIndex();
  const { server } = useTestServer({ distDir: dist.dir, recaptcha: true });
  afterAll(() => dist.cleanup());

  it('lets Google\'s reCAPTCHA script and frame in, by path, and nothing else of Google\'s', async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${scriptHash(EARLY)} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;`);
    expect(policy).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+ https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\/;/);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/https:\/\/www\.google\.com(?!\/recaptcha\/)/);
  });

  it('is off unless asked for, and the build writes it for nginx too', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).not.toContain('google');
    const conf = nginxSecurityHeaders(INDEX, [], [], true);
    expect(conf).toContain('https://www.gstatic.com/recaptcha/');
    expect(conf).toContain("frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;");
  });

  it('takes RECAPTCHA_V3 as 1 or 0 and refuses anything else', () => {
    expect(recaptchaFromEnv(undefined)).toBe(false);
    expect(recaptchaFromEnv('0')).toBe(false);
    expect(recaptchaFromEnv('1')).toBe(true);
    expect(recaptchaFromEnv('on')).toBe(true);
    expect(() => recaptchaFromEnv('google')).toThrow('RECAPTCHA_V3 takes 1 or 0');
  });
});
