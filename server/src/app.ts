import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { createDatabase, type Database } from './db/database';
import { createGraphQLHandler } from './graphql/server';
import { clientErrors } from './http/clientErrors';
import { downloadableRouter } from './http/downloadable';
import { generatedMediaRouter } from './http/generatedMedia';
import { i18nRouter, mediaRouter } from './http/media';
import { commerceProxy } from './http/proxy';
import { securityHeaders } from './http/securityHeaders';
import { segmentRouter } from './http/segment';
import { staticRouter } from './http/staticFiles';
import { urlFromEnv } from './lib/envUrl';
import { defaultDbFile, defaultI18nDir, mediaDir } from './paths';
import { recaptchaTestRouter } from './recaptcha/testProvider';
import { resolveLimits, type SecurityLimits } from './security/limits';
import type { BackendProfile } from './profile';

export { createDatabase } from './db/database';

export interface AppOptions {
  /** Defaults to the file database server/data/store.sqlite (created and seeded on first start). */
  db?: Database;
  /** Translation files served at /media/i18n/{locale}.json; defaults to <repo>/i18n. */
  i18nDir?: string;
  /** When set, serve this production build with SPA fallback (npm run serve); unset under webpack-dev-server. */
  distDir?: string;
  /** When set, no embedded backend: /graphql and /media are proxied to this Magento. */
  commerceUrl?: string;
  /** Adds GET /segment/events listing stored analytics events (tests only). */
  exposeAnalytics?: boolean;
  /**
   * Which proxies' X-Forwarded-Proto to believe (Express's `trust proxy`: true, a hop count, or addresses and
   * subnets): by default those on this machine (the TLS front, an nginx beside the app), so behind TLS the URLs the
   * backend builds are https. Their host is the request's Host header, never X-Forwarded-Host.
   */
  trustProxy?: TrustProxy;
  /** `full` (default): Magento with the brand module; `stock`: Magento's schema and content alone (BACKEND_PROFILE). */
  profile?: BackendProfile;
  /** Origins of trusted third parties the CSP allows besides this one (CSP_EXTRA_SOURCES). */
  cspExtraSources?: readonly string[];
  /** Abuse limits that differ from the defaults (security/limits.ts; the bin scripts pass the environment's). */
  limits?: Partial<SecurityLimits>;
  /**
   * The store's public URL (BASE_URL), what links in mail are built from; a function when it is known only
   * once the server listens. Default http://localhost:8080.
   */
  baseUrl?: string | (() => string);
  /**
   * The card gateway's hosted fields page (serve.ts starts the embedded test gateway, or CARD_GATEWAY_URL): the
   * only origin the CSP lets the storefront frame, and StoreConfig.card_payment.hosted_fields_url where the store
   * sets none.
   */
  cardGatewayUrl?: string;
  /** Magento has reCAPTCHA v3 on for storefront forms (RECAPTCHA_V3): the CSP allows Google's reCAPTCHA. */
  recaptcha?: boolean;
}

export type TrustProxy = boolean | number | string;

/** BASE_URL checked: an http(s) URL without path, query or trailing slash (links append the store's path). */
export function parseBaseUrl(value: string | undefined): string | undefined {
  const url = urlFromEnv(value, {
    name: 'BASE_URL',
    absolute: 'an absolute http(s) URL',
    shape: 'an http(s) URL with no query, fragment or credentials',
    accepts: (candidate) => (candidate.protocol === 'http:' || candidate.protocol === 'https:') && !candidate.search,
  });
  return url && `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** TRUST_PROXY as Express takes it: "true"/"false", a hop count, or a comma-separated list of addresses/subnets. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

export interface StorefrontApp {
  app: Express;
  /** Stops Apollo, and closes the database when createApp opened it (a passed-in db stays the caller's). */
  close: () => Promise<void>;
}

// Last resort: never a stack trace or exception text in a response.
const unexpectedError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  console.error('[server] unexpected error', error);
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(500).json({ message: 'Internal server error' });
};

/**
 * The storefront's HTTP server: /graphql (embedded Magento-compatible backend, or a proxy to
 * COMMERCE_URL), /media, /segment, and optionally the built storefront. Requests outside those paths
 * fall through (next()), so webpack-dev-server can mount this app in front of its own middleware.
 */
export async function createApp(options: AppOptions = {}): Promise<StorefrontApp> {
  const ownsDb = !options.db;
  const db = options.db ?? createDatabase(defaultDbFile);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  // The production storefront's headers (npm run serve); under webpack-dev-server the dev bundle needs eval.
  if (options.distDir) app.use(securityHeaders({
    distDir: options.distDir, extraSources: options.cspExtraSources, commerceUrl: options.commerceUrl,
    frameSources: options.cardGatewayUrl ? [new URL(options.cardGatewayUrl).origin] : [],
    recaptcha: options.recaptcha ?? false,
  }));
  app.use(compression());
  app.use(segmentRouter(db, options.exposeAnalytics ?? false));
  // Translations are this repository's files, so they are served locally in proxy mode too.
  app.use(i18nRouter(options.i18nDir ?? defaultI18nDir));

  let stopGraphQL = async (): Promise<void> => undefined;
  if (options.commerceUrl) {
    app.use(commerceProxy(options.commerceUrl));
  } else {
    const profile = options.profile ?? 'full';
    const { baseUrl = 'http://localhost:8080' } = options;
    const graphql = await createGraphQLHandler(db, {
      profile,
      limits: resolveLimits(options.limits),
      baseUrl: typeof baseUrl === 'string' ? () => baseUrl : baseUrl,
      cardGatewayUrl: options.cardGatewayUrl ?? null,
    });
    stopGraphQL = graphql.stop;
    app.use('/graphql', graphql.router);
    app.use(downloadableRouter(db));
    app.use(generatedMediaRouter(db, profile));
    // reCAPTCHA v3's test service (recaptcha/testProvider.ts), Magento's security package being part of stock Magento.
    app.use(recaptchaTestRouter());
    app.use(mediaRouter(mediaDir));
  }
  if (options.distDir) app.use(staticRouter(options.distDir));
  app.use(clientErrors, unexpectedError);

  return {
    app,
    close: async () => {
      await stopGraphQL();
      if (ownsDb && db.open) db.close();
    },
  };
}
