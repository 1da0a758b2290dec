import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp, type TrustProxy } from './app';
import { createDatabase, type Database } from './db/database';
import { DEFAULT_BUSY_TIMEOUT_MS } from './db/writeLock';
import { type RunningGateway, startTestGateway } from './gateway/testGatewayServer';
import { createTlsFront, type TlsFiles, type TlsFront, UPSTREAM_KEEP_ALIVE_MS } from './http/tlsFront';
import { defaultDbFile } from './paths';
import type { BackendProfile } from './profile';
import type { SecurityLimits } from './security/limits';
import type http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface ServeOptions {
  /** 0 picks a free port (tests). Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  distDir?: string;
  /** SQLite file, or ':memory:'. Default server/data/store.sqlite. */
  dbFile?: string;
  commerceUrl?: string;
  exposeAnalytics?: boolean;
  i18nDir?: string;
  /** An open database to use instead of dbFile; it stays open on close() (tests that seed tokens). */
  db?: Database;
  /**
   * Serve HTTPS over HTTP/2 (and HTTP/1.1) with this certificate, as production does behind a CDN; the app then
   * listens on a loopback port of its own behind the TLS front. Unset: plain HTTP/1.1.
   */
  tls?: TlsFiles;
  /** Express's `trust proxy` (see AppOptions); default loopback. */
  trustProxy?: TrustProxy;
  /** `full` (default) or `stock` (see AppOptions). */
  profile?: BackendProfile;
  /** Origins of trusted third parties the CSP allows (AppOptions.cspExtraSources). */
  cspExtraSources?: readonly string[];
  /** Abuse limits that differ from the defaults (AppOptions.limits). */
  limits?: Partial<SecurityLimits>;
  /** The public URL links in mail start with (BASE_URL); default this server's own URL. */
  baseUrl?: string;
  /** SQLite busy timeout for dbFile (DB_BUSY_TIMEOUT_MS). */
  busyTimeoutMs?: number;
  /**
   * The card gateway's hosted fields page (CARD_GATEWAY_URL): the one origin the storefront may frame. Unset with
   * the embedded full backend: its test gateway, started on a port of its own (cardGatewayPort, default a free one).
   */
  cardGatewayUrl?: string;
  /** The embedded test gateway's port (CARD_GATEWAY_PORT); 0 or unset: a free one. */
  cardGatewayPort?: number;
  /** Magento has reCAPTCHA v3 on for storefront forms (RECAPTCHA_V3): the CSP allows Google's reCAPTCHA. */
  recaptcha?: boolean;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:53211 (https:// with `tls`) — no trailing slash. */
  url: string;
  port: number;
  /** The card gateway's hosted fields page the storefront frames (the embedded test gateway's, or CARD_GATEWAY_URL), if any. */
  cardGatewayUrl: string | null;
  close: () => Promise<void>;
}

/** The build's i18n/ folder, when `distDir` has one. */
function builtMessagesDir(distDir: string | undefined): string | undefined {
  const dir = distDir ? path.join(distDir, 'i18n') : undefined;
  return dir && fs.existsSync(dir) ? dir : undefined;
}

/** A wildcard listen address is no address to open in a browser: the gateway then listens on loopback. */
const reachableHost = (host: string): string => (host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host);

/** Starts the storefront server in this process (npm run serve, e2e tests); resolves once listening. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const ownsDb = !options.db;
  const db = options.db ?? createDatabase(options.dbFile ?? defaultDbFile, options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS);
  let ownUrl = '';
  const host = options.host ?? '127.0.0.1';
  // The embedded brand backend's card gateway in test mode, on its own origin (same host, another port).
  const embeddedGateway = !options.commerceUrl && (options.profile ?? 'full') === 'full' && !options.cardGatewayUrl;
  let gateway: RunningGateway | undefined;
  try {
    gateway = embeddedGateway
      ? await startTestGateway({ host: reachableHost(host), port: options.cardGatewayPort, tls: options.tls, i18nDir: options.i18nDir })
      : undefined;
  } catch (error) {
    if (ownsDb) db.close();
    throw error;
  }
  const cardGatewayUrl = gateway?.hostedFieldsUrl ?? options.cardGatewayUrl ?? null;
  const storefront = await createApp({
    cardGatewayUrl: cardGatewayUrl ?? undefined,
    db,
    distDir: options.distDir,
    commerceUrl: options.commerceUrl,
    exposeAnalytics: options.exposeAnalytics,
    trustProxy: options.trustProxy,
    profile: options.profile,
    limits: options.limits,
    cspExtraSources: options.cspExtraSources,
    recaptcha: options.recaptcha,
    baseUrl: options.baseUrl ?? (() => ownUrl),
    // A production build carries its compiled translations (webpack.config.js CompiledMessagesPlugin).
    i18nDir: options.i18nDir ?? builtMessagesDir(options.distDir),
  });
  const server = http.createServer(storefront.app);
  const listen = (target: http.Server | http2.Http2SecureServer, port: number, address: string): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      target.once('error', reject);
      target.listen(port, address, () => resolve());
    });
  const closeApp = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await storefront.close();
    await gateway?.close();
    if (ownsDb) db.close();
  };
  let front: TlsFront | undefined;
  try {
    if (options.tls) {
      // Idle connections from the front outlive the front's own keep-alive (tlsFront.ts).
      server.keepAliveTimeout = UPSTREAM_KEEP_ALIVE_MS;
      server.headersTimeout = UPSTREAM_KEEP_ALIVE_MS + 1000;
      await listen(server, 0, '127.0.0.1');
      front = createTlsFront(options.tls, (server.address() as AddressInfo).port);
      await listen(front.server, options.port ?? 8080, host);
    } else {
      await listen(server, options.port ?? 8080, host);
    }
  } catch (error) {
    await front?.close();
    await closeApp();
    throw error;
  }
  const { port } = (front?.server ?? server).address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  ownUrl = `${front ? 'https' : 'http'}://${urlHost}:${port}`;
  return {
    url: ownUrl,
    port,
    cardGatewayUrl,
    close: async () => {
      await front?.close();
      await closeApp();
    },
  };
}
