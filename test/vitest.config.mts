import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Three projects: `unit` (storefront code in jsdom), `server` (the embedded backend over real HTTP,
// in-memory SQLite) and `e2e` (production build + `npm run serve` driven by headless Chromium).
export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/unit.ts'],
          // Lazy screens pull antd in on first use; on a busy 2-core machine that can take seconds.
          testTimeout: 30000,
        },
      },
      {
        root,
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['server/test/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        root,
        test: {
          name: 'e2e',
          environment: 'node',
          globals: true,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
