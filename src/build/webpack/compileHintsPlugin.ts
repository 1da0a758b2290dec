import { AFTER_FIRST_PAINT, EARLY_PAGES } from '../chunkNames';
import type { Compiler } from 'webpack';

/** V8's explicit compile hint, the first line of a script (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the first load's scripts (the entry's chunks, those of EARLY_PAGES and AFTER_FIRST_PAINT) with V8's compile
 * hint: Chromium compiles all their functions on a background thread while the script streams in, instead of each on
 * the main thread the first time it is called. Nearly all of their code runs as the first page starts; chunks loaded
 * later (antd, checkout, account) stay lazy, as most of their functions may never run. Runs after Terser (which drops
 * comments) and before the source maps (which then count the extra line). docs/performance.md has the measurements.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        const named = [...EARLY_PAGES, ...AFTER_FIRST_PAINT].map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`No chunk group named ${name} to give the compile hint.`);
          return group;
        });
        const entry = compilation.entrypoints.get('main');
        const groups = entry ? [entry, ...named] : named;
        const files = new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])));
        for (const file of files) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new compiler.webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
