import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { createDatabase, type Database } from './db/database';
import { defaultDbFile } from './paths';
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
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:53211 — no trailing slash. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** The build's i18n/ folder, when `distDir` has one. */
function builtMessagesDir(distDir: string | undefined): string | undefined {
  const dir = distDir ? path.join(distDir, 'i18n') : undefined;
  return dir && fs.existsSync(dir) ? dir : undefined;
}

/** Starts the storefront server in this process (npm run serve, e2e tests); resolves once listening. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const ownsDb = !options.db;
  const db = options.db ?? createDatabase(options.dbFile ?? defaultDbFile);
  const storefront = await createApp({
    db,
    distDir: options.distDir,
    commerceUrl: options.commerceUrl,
    exposeAnalytics: options.exposeAnalytics,
    // A production build carries its compiled translations (webpack.config.js CompiledMessagesPlugin).
    i18nDir: options.i18nDir ?? builtMessagesDir(options.distDir),
  });
  const server = http.createServer(storefront.app);
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8080, host, () => resolve());
    });
  } catch (error) {
    await storefront.close();
    if (ownsDb) db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await storefront.close();
      if (ownsDb) db.close();
    },
  };
}
