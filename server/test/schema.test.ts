import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { brandSchemaFile, buildBackendSchema } from '../src/graphql/schema';
import { repoRoot } from '../src/paths';
import { brandDefinitions, conformanceProblems } from './schemaConformance';

const fallbackReference = path.resolve(repoRoot, '../shared/reference/magento-2.4.8.graphql');
const referencePath = process.env.MAGENTO_SCHEMA || fallbackReference;

const findGqlModules = (dir: string): string[] =>
  !fs.existsSync(dir) ? [] : fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findGqlModules(full);
    return entry.name.endsWith('.gql.ts') ? [full] : [];
  });

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

describe('backend schema', () => {
  const backend = buildBackendSchema();

  it('matches Magento 2.4.8 for everything that is not a brand extension', () => {
    if (!fs.existsSync(referencePath)) {
      // Only acceptable when nobody pointed us at a reference: a set MAGENTO_SCHEMA must exist.
      console.warn(`[schema.test] Magento reference not found at ${referencePath}: comparison NOT run.`
        + ' Set MAGENTO_SCHEMA to the magento-2.4.8.graphql file to run it.');
      expect(process.env.MAGENTO_SCHEMA ?? '').toBe('');
      expect(referencePath).toBe(fallbackReference);
      return;
    }
    const magento = buildSchema(fs.readFileSync(referencePath, 'utf8'), { assumeValidSDL: true });
    const brand = brandDefinitions(parse(fs.readFileSync(brandSchemaFile, 'utf8')));
    expect(conformanceProblems(backend, magento, brand)).toEqual([]);
  });

  it('validates every document the storefront exports from src/**/*.gql.ts', async () => {
    const modules = findGqlModules(path.join(repoRoot, 'src'));
    if (modules.length === 0) console.info('[schema.test] no src/**/*.gql.ts files yet');
    for (const file of modules) {
      const exported = (await import(file)) as Record<string, unknown>;
      const documents = Object.entries(exported).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]));
      const relative = path.relative(repoRoot, file);
      expect(documents.length, `${relative} exports no GraphQL documents`).toBeGreaterThan(0);
      for (const [name, document] of documents) {
        expect(validate(backend, document).map((e) => e.message), `${relative} ${name}`).toEqual([]);
      }
    }
  });
});
