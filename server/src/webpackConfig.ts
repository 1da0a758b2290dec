import path from 'node:path';
import { repoRoot } from './paths';
import type { Configuration } from 'webpack';

/** webpack.config.js exports a factory; it is async (the production build reads the early operations first). */
type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'development' | 'production' }) => Configuration | Promise<Configuration>;

/** The repository's webpack configuration for `mode`, resolved (npm start uses the development one). */
export async function loadWebpackConfig(mode: 'development' | 'production'): Promise<Configuration> {
  const loaded = (await import(path.join(repoRoot, 'webpack.config.js'))) as { default: ConfigFactory };
  return loaded.default({}, { mode });
}
