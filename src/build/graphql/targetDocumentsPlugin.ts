import { print } from 'graphql';
import { loadTargetSchema } from './schemas';
import { operationNamesIn, operationsForTarget, unavailableMarkersIn } from './shippedDocuments';
import type { Compiler } from 'webpack';

/**
 * Fails the build when its bundle could send a document the target backend cannot answer: a @brand
 * operation the target lacks that the capability gates did not leave out, or any shipped operation
 * that does not validate whole (with its fragments) against the target schema. Writes the shipped
 * operations to graphql-operations.json (name → query text) for review and for backends that keep an
 * allowlist of operations.
 */
export class TargetDocumentsPlugin {
  constructor(private readonly targetFile: string | undefined, private readonly label: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('TargetDocumentsPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE;
      compilation.hooks.processAssets.tap({ name: 'TargetDocumentsPlugin', stage }, (assets) => {
        const target = operationsForTarget(loadTargetSchema(this.targetFile));
        const shipped = new Set<string>();
        const leftIn = new Set<string>();
        for (const [name, asset] of Object.entries(assets)) {
          if (!name.endsWith('.js')) continue;
          const code = asset.source().toString();
          operationNamesIn(code).forEach((op) => shipped.add(op));
          unavailableMarkersIn(code).forEach((op) => leftIn.add(op));
        }
        const problems = [...target.errors];
        for (const name of leftIn) problems.push(`${name} is a brand document ${this.label} cannot answer, yet the bundle keeps it: gate its use with __CAPABILITIES__.`);
        const manifest: Record<string, string> = {};
        for (const name of [...shipped].sort()) {
          const document = target.operations.get(name);
          if (document) manifest[name] = print(document);
          else problems.push(`${name} is in the bundle but is no operation of src/ for ${this.label}.`);
        }
        for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(`[target ${this.label}] ${problem}`));
        compilation.emitAsset('graphql-operations.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}
