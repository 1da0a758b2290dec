import { webpack } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createApp, parseBaseUrl } from '../src/app';
import { createDatabase } from '../src/db/database';
import { busyTimeoutFromEnv } from '../src/db/writeLock';
import { startTestGateway } from '../src/gateway/testGatewayServer';
import { cardGatewayUrlFromEnv } from '../src/http/contentSecurityPolicy';
import { defaultDbFile } from '../src/paths';
import { parseBackendProfile } from '../src/profile';
import { limitsFromEnv } from '../src/security/limits';
import { loadWebpackConfig } from '../src/webpackConfig';

/**
 * npm start: webpack-dev-server with hot reload, and the embedded backend (or the COMMERCE_URL proxy)
 * mounted in front of the dev middlewares so /graphql, /media and /segment are real from the first request.
 */
async function main(): Promise<void> {
  const config = await loadWebpackConfig('development');
  const commerceUrl = process.env.COMMERCE_URL || undefined;
  const profile = parseBackendProfile(process.env.BACKEND_PROFILE);
  const port = Number(process.env.PORT) || 8080;
  const db = createDatabase(process.env.DB_FILE || defaultDbFile, busyTimeoutFromEnv(process.env));
  // The embedded brand backend's card gateway in test mode, on a port of its own (CARD_GATEWAY_PORT, else a free one).
  const configuredGateway = cardGatewayUrlFromEnv(process.env.CARD_GATEWAY_URL);
  const gateway = !commerceUrl && profile === 'full' && !configuredGateway
    ? await startTestGateway({ host: 'localhost', port: Number(process.env.CARD_GATEWAY_PORT) || 0 })
    : undefined;
  const backend = await createApp({
    cardGatewayUrl: gateway?.hostedFieldsUrl ?? configuredGateway,
    commerceUrl, profile, db, limits: limitsFromEnv(process.env), baseUrl: parseBaseUrl(process.env.BASE_URL) ?? `http://localhost:${port}`,
  });

  const server = new WebpackDevServer({
    host: 'localhost',
    port,
    hot: true,
    // disableDotRule: product and category URLs end in .html (spec §2.2) and are still SPA routes.
    historyApiFallback: { disableDotRule: true },
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    setupMiddlewares: (middlewares) => {
      // The backend app calls next() for every other path, so the dev server still serves the bundle.
      middlewares.unshift({ name: 'storefront-backend', middleware: backend.app });
      return middlewares;
    },
  }, webpack(config));

  await server.start();
  console.log(`Storefront (dev) on http://localhost:${port} (${commerceUrl ? `proxy to ${commerceUrl}` : `embedded backend, ${profile} profile`})`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    Promise.all([server.stop(), backend.close(), gateway?.close()]).then(() => db.close()).then(() => process.exit(0), (error: unknown) => {
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
