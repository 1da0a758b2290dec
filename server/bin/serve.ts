import fs from 'node:fs';
import path from 'node:path';
import { parseBaseUrl, parseTrustProxy } from '../src/app';
import { busyTimeoutFromEnv } from '../src/db/writeLock';
import { cardGatewayUrlFromEnv, extraSourcesFromEnv, recaptchaFromEnv } from '../src/http/contentSecurityPolicy';
import { defaultDistDir, repoRoot } from '../src/paths';
import { parseBackendProfile } from '../src/profile';
import { limitsFromEnv } from '../src/security/limits';
import { startServer } from '../src/serve';
import type { TlsFiles } from '../src/http/tlsFront';

/** TLS_CERT and TLS_KEY (PEM files) together: HTTPS over HTTP/2. */
function tlsFromEnv(): TlsFiles | undefined {
  const certFile = process.env.TLS_CERT;
  const keyFile = process.env.TLS_KEY;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('Set both TLS_CERT and TLS_KEY (PEM files), or neither.');
  return { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) };
}

/** `--dist <dir>` (relative to the repository), e.g. dist-stock for npm run serve:stock; default dist/. */
function distFromArgs(args: readonly string[]): string {
  const index = args.indexOf('--dist');
  const dir = index >= 0 ? args[index + 1] : undefined;
  if (index >= 0 && !dir) throw new Error('--dist needs a directory.');
  return dir ? path.resolve(repoRoot, dir) : defaultDistDir;
}

// npm run serve: the production build plus the embedded backend (or a proxy to COMMERCE_URL).
async function main(): Promise<void> {
  const commerceUrl = process.env.COMMERCE_URL || undefined;
  const profile = parseBackendProfile(process.env.BACKEND_PROFILE);
  const distDir = distFromArgs(process.argv.slice(2));
  if (!fs.existsSync(distDir)) console.warn(`No build in ${distDir}: run npm run build${profile === 'stock' ? ':stock' : ''} first.`);
  const server = await startServer({
    port: Number(process.env.PORT) || 8080,
    host: process.env.HOST || '127.0.0.1',
    distDir,
    profile,
    dbFile: process.env.DB_FILE || undefined,
    commerceUrl,
    tls: tlsFromEnv(),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    limits: limitsFromEnv(process.env),
    baseUrl: parseBaseUrl(process.env.BASE_URL),
    busyTimeoutMs: busyTimeoutFromEnv(process.env),
    cspExtraSources: extraSourcesFromEnv(process.env.CSP_EXTRA_SOURCES),
    cardGatewayUrl: cardGatewayUrlFromEnv(process.env.CARD_GATEWAY_URL),
    cardGatewayPort: Number(process.env.CARD_GATEWAY_PORT) || undefined,
    recaptcha: recaptchaFromEnv(process.env.RECAPTCHA_V3),
  });
  console.log(`Storefront on ${server.url} (${commerceUrl ? `proxy to ${commerceUrl}` : `embedded backend, ${profile} profile`})`);
  if (server.cardGatewayUrl) console.log(`Card gateway's hosted fields: ${server.cardGatewayUrl}`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
