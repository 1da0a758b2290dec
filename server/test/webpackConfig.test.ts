import { loadWebpackConfig } from '../src/webpackConfig';

// npm start hands this configuration to webpack-dev-server: it must be the resolved object (the
// factory is async), or webpack falls back to its defaults (entry ./src) and the dev server serves nothing.
describe('loadWebpackConfig', () => {
  it("resolves npm start's development configuration: the storefront's entry, no early script, no service worker", async () => {
    const config = await loadWebpackConfig('development');
    expect(config.mode).toBe('development');
    const entry = config.entry as Record<string, string[]>;
    expect(entry.main).toContain('./src/index.tsx');
    expect(Object.keys(entry)).toEqual(['main']);
    const plugins = (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
    expect(plugins).toContain('HtmlWebpackPlugin');
    expect(plugins).not.toContain('GenerateSW');
  });
});
