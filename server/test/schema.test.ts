import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { shipDocumentTo } from '../../src/build/graphql/schemas';
import { operationsForTarget } from '../../src/build/graphql/shippedDocuments';
import { brandSchemaFile, buildBackendSchema, magentoSchemaFile } from '../src/graphql/schema';
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
    expect(modules.length).toBeGreaterThan(20);
    const ship = shipDocumentTo(backend);
    for (const file of modules) {
      const exported = (await import(file)) as Record<string, unknown>;
      const documents = Object.entries(exported).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]));
      const relative = path.relative(repoRoot, file);
      expect(documents.length, `${relative} exports no GraphQL documents`).toBeGreaterThan(0);
      for (const [name, document] of documents) {
        // As the default build ships it (its @brand markers removed), whole.
        expect(validate(backend, ship(document)).map((e) => e.message), `${relative} ${name}`).toEqual([]);
      }
    }
  });

  it('ships every operation of src/ whole and valid to the full backend', () => {
    const shipped = operationsForTarget(backend);
    expect(shipped.errors).toEqual([]);
    expect(shipped.unavailable.size).toBe(0);
    expect(shipped.operations.size).toBeGreaterThan(60);
  });

  it('ships to stock Magento (magento.graphql) only operations the Magento 2.4.8 reference schema accepts', () => {
    const stock = operationsForTarget(buildSchema(fs.readFileSync(magentoSchemaFile, 'utf8')));
    expect(stock.errors).toEqual([]);
    // The brand module's own operations are never sent to stock Magento.
    expect([...stock.unavailable]).toEqual(expect.arrayContaining(['AddToCart', 'RemoveCartAllItems', 'GetStoreRegions', 'GetArticles']));
    if (!fs.existsSync(referencePath)) return;
    const magento = buildSchema(fs.readFileSync(referencePath, 'utf8'), { assumeValidSDL: true });
    for (const [name, document] of stock.operations) {
      expect(validate(magento, document).map((e) => e.message), name).toEqual([]);
    }
  });
});
