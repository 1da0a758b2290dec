import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import express, { type Express, json } from 'express';
import { defaultI18nDir } from '../paths';
import { hostedFieldsCss, hostedFieldsHtml, hostedFieldsScript, type HostedFieldsTexts } from './hostedFieldsPage';
import { type CardInput, type TestGatewayVault, testGatewayVault } from './testGatewayVault';
import type { TlsFiles } from '../http/tlsFront';
import type { AddressInfo } from 'node:net';

/**
 * The embedded backend's card gateway in test mode, on an origin of its own (its own port), as a provider's
 * hosted fields are: the storefront frames GET /hosted-fields, whose script posts the card to POST /v1/tokens
 * on this origin and hands only the token to the storefront. Nothing here is served by the storefront's origin,
 * so neither the storefront nor its backend ever receives a card number.
 */

const localePattern = /^[a-z]{2}_[A-Z]{2}$/;

/** An http(s) origin exactly (scheme://host[:port]), else null. */
export const originOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 200) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) return null;
    return url.origin;
  } catch {
    return null;
  }
};

/** The fields' texts (cardFields.*) of a locale from the storefront's translation files; en_US for the rest. */
const textsLoader = (i18nDir: string): ((locale: string) => HostedFieldsTexts) => {
  const cache = new Map<string, HostedFieldsTexts>();
  const read = (locale: string): Record<string, string> => {
    const file = path.join(i18nDir, `${locale}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string> : {};
  };
  return (locale) => {
    const cached = cache.get(locale);
    if (cached) return cached;
    const merged = { ...read('en_US'), ...read(locale) };
    const texts = Object.fromEntries(Object.entries(merged).filter(([id]) => id.startsWith('cardFields.')));
    cache.set(locale, texts);
    return texts;
  };
};

const noStore = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

export function testGatewayApp(options: { vault?: TestGatewayVault; i18nDir?: string } = {}): Express {
  const vault = options.vault ?? testGatewayVault;
  const textsOf = textsLoader(options.i18nDir ?? defaultI18nDir);
  const app = express();
  app.disable('x-powered-by');

  // ?key=<publishable key>&origin=<storefront origin>&locale=<xx_YY>
  app.get('/hosted-fields', (req, res) => {
    const parentOrigin = originOf(req.query.origin);
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    const locale = typeof req.query.locale === 'string' && localePattern.test(req.query.locale) ? req.query.locale : 'en_US';
    if (!parentOrigin) {
      res.status(400).set(noStore).type('text/plain').send('origin must be the framing page\'s origin');
      return;
    }
    res.set({
      ...noStore,
      // Only the storefront that asked may frame the fields; they load nothing but their own files.
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${parentOrigin}`,
    }).type('html').send(hostedFieldsHtml({
      parentOrigin, publicKey: key, keyAccepted: /^pk_sandbox_/.test(key), texts: textsOf(locale), lang: locale.replace('_', '-'),
    }));
  });
  app.get('/hosted-fields.js', (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).type('application/javascript').send(hostedFieldsScript);
  });
  app.get('/hosted-fields.css', (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).type('text/css').send(hostedFieldsCss);
  });

  // The fields' own call (same origin: no CORS headers, so no other page can read an answer).
  app.post('/v1/tokens', json({ limit: '2kb' }), (req, res) => {
    const body = (req.body ?? {}) as Partial<CardInput> & { key?: unknown };
    const card: Partial<CardInput> = {
      number: typeof body.number === 'string' ? body.number : '',
      exp_month: typeof body.exp_month === 'number' ? body.exp_month : undefined,
      exp_year: typeof body.exp_year === 'number' ? body.exp_year : undefined,
      cvc: typeof body.cvc === 'string' ? body.cvc : '',
    };
    const result = vault.tokenize(typeof body.key === 'string' ? body.key : '', card);
    res.set(noStore);
    if (result.ok) {
      res.json({ id: result.token.id, card: { brand: result.token.brand, last4: result.token.last4 }, expires_at: new Date(result.token.expiresAt).toISOString() });
    } else if ('keyRefused' in result) {
      res.status(401).json({ error: { type: 'invalid_key', problems: [] } });
    } else {
      res.status(402).json({ error: { type: 'card_error', problems: result.problems } });
    }
  });
  app.use((_req, res) => {
    res.status(404).set(noStore).json({ error: { type: 'not_found' } });
  });
  return app;
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:53212 */
  origin: string;
  /** The hosted fields page: what StoreConfig.card_payment.hosted_fields_url answers. */
  hostedFieldsUrl: string;
  close: () => Promise<void>;
}

/** Starts the test gateway on a port of its own (0: a free one), over TLS when the storefront is. */
export async function startTestGateway(options: { host: string; port?: number; tls?: TlsFiles; i18nDir?: string }): Promise<RunningGateway> {
  const app = testGatewayApp({ i18nDir: options.i18nDir });
  const server = options.tls ? https.createServer({ cert: options.tls.cert, key: options.tls.key }, app) : http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = `${options.tls ? 'https' : 'http'}://${host}:${port}`;
  return {
    origin,
    hostedFieldsUrl: `${origin}/hosted-fields`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
