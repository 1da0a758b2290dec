import type { Compiler } from 'webpack';

/**
 * Removes the source maps whose file is gone: the entry's style sheet is inlined into index.html
 * (html-inline-css-webpack-plugin), and its map would otherwise be published pointing at nothing.
 */
export class DropOrphanSourceMapsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DropOrphanSourceMapsPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'DropOrphanSourceMapsPlugin', stage }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.map') && !compilation.getAsset(name.slice(0, -'.map'.length))) compilation.deleteAsset(name);
        }
      });
    });
  }
}
