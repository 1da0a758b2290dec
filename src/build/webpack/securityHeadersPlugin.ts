import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Writes the security headers file beside index.html (security-headers.conf: the nginx add_header lines of the
 * headers `npm run serve` sends, README "Security"), from the emitted page after minification, so that the CSP hash
 * of the inline early-request script is of the exact bytes a browser gets. The lines come from `headersFor`, which
 * webpack.config.js takes from the server's own header code.
 */
export class SecurityHeadersPlugin {
  /** `html`: the config's own HtmlWebpackPlugin (its hooks are per module instance, and tsx loads this file apart). */
  constructor(
    private readonly html: typeof HtmlWebpackPlugin,
    private readonly file: string,
    private readonly headersFor: (html: string) => string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SecurityHeadersPlugin', (compilation) => {
      this.html.getHooks(compilation).afterEmit.tap('SecurityHeadersPlugin', (data) => {
        const page = compilation.getAsset(data.outputName);
        if (!page) throw new Error(`${data.outputName} is missing from the build.`);
        compilation.emitAsset(this.file, new compiler.webpack.sources.RawSource(this.headersFor(page.source.source().toString())));
        return data;
      });
    });
  }
}
