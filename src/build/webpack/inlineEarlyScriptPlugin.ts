import { EARLY_PAGES } from '../chunkNames';
import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Puts the production build's early-request script (src/boot/earlyEntry.ts, a few KB with its own runtime) into
 * <head> as an inline script, first of all tags: it sends the first screen's requests while the app's scripts
 * download. Its file stays out of the page's script tags. Before it goes the list of files (scripts and styles) of
 * each page in EARLY_PAGES, which the script preloads for the URL it opens.
 */
export class InlineEarlyScriptPlugin {
  /** The config's own HtmlWebpackPlugin: its hooks are per module instance, and tsx loads this file apart. */
  constructor(private readonly html: typeof HtmlWebpackPlugin) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('InlineEarlyScriptPlugin', (compilation) => {
      this.html.getHooks(compilation).alterAssetTagGroups.tap('InlineEarlyScriptPlugin', (data) => {
        const chunk = [...compilation.chunks].find((c) => c.name === 'early');
        const file = chunk && [...chunk.files].find((f) => f.endsWith('.js'));
        const asset = file ? compilation.getAsset(file) : undefined;
        if (!asset) throw new Error('The early-request chunk is missing from the build.');
        const source = asset.source.source().toString().replace(/\n?\/\/# sourceMappingURL=.*$/, '');
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const pageFiles = Object.fromEntries(EARLY_PAGES.map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`No chunk group named ${name} to preload.`);
          const files = group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f));
          return [name, files.map((f) => publicPath + f)];
        }));
        const script = `window.__spectranePageFiles=${JSON.stringify(pageFiles)};\n${source}`;
        data.headTags.unshift(this.html.createHtmlTagObject('script', { id: 'early-requests' }, script));
        return data;
      });
    });
  }
}
