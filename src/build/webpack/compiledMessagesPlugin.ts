import fs from 'node:fs';
import path from 'node:path';
import { compileMessages, type ParseMessage } from '../../lib/i18n/compileMessages';
import type { Compiler } from 'webpack';

/**
 * Writes each locale of i18n/ compiled (every ICU message parsed ahead of time, as react-intl takes it) to
 * i18n/{locale}.json in the build: `npm run serve` and the documented deployment answer /media/i18n/{locale}.json
 * with these, so the browser never loads the ICU message parser for them (src/lib/i18n/compileMessages.ts).
 */
export class CompiledMessagesPlugin {
  constructor(
    private readonly dir: string,
    private readonly parse: ParseMessage,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompiledMessagesPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'CompiledMessagesPlugin', stage }, () => {
        for (const file of fs.readdirSync(this.dir).filter((name) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(name))) {
          const source = JSON.parse(fs.readFileSync(path.join(this.dir, file), 'utf8')) as Record<string, string>;
          compilation.fileDependencies.add(path.join(this.dir, file));
          const json = JSON.stringify(compileMessages(source, this.parse));
          compilation.emitAsset(`i18n/${file}`, new compiler.webpack.sources.RawSource(json));
        }
      });
    });
  }
}
