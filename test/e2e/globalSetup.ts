import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../server/src/serve';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The same store built with every feature flag on (npm run build:flagged); '' when not built. */
    flaggedBaseURL: string;
  }
}

// Serves the production build (npm run build) with the embedded backend on a free loopback port,
// exactly as `npm run serve` does, with a fresh in-memory database for the run.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // DIST_DIR lets parallel work build elsewhere (npx webpack --mode production --output-path DIR).
  const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the end-to-end tests.');
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dbFile: ':memory:',
    exposeAnalytics: true,
  });
  project.provide('baseURL', server.url);
  // The flagged build (every feature flag on) is served by a second server on its own database.
  const flaggedDir = path.resolve(process.env.FLAGGED_DIST_DIR || path.resolve(__dirname, '../../dist-flagged'));
  const flagged = fs.existsSync(path.join(flaggedDir, 'index.html'))
    ? await startServer({ port: 0, host: '127.0.0.1', distDir: flaggedDir, dbFile: ':memory:', exposeAnalytics: true })
    : null;
  project.provide('flaggedBaseURL', flagged?.url ?? '');
  return async () => {
    await server.close();
    await flagged?.close();
  };
}
