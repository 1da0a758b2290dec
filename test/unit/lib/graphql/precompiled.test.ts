// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gql, type DocumentNode } from '@apollo/client';
import { parse, print } from 'graphql';
import { shipDocumentTo, storefrontSchema } from '../../../../src/build/graphql/schemas';

// The production build compiles GraphQL documents with Babel (babel.config.js, babel-plugin-graphql-tag):
// no gql`…` may reach the browser, and each compiled document must be the one gql builds at run time.
// Vitest does not use Babel, so the storefront's own tests keep running gql; this one runs the build's
// transform itself. The plugin only logs what it cannot compile and leaves it to gql in the browser;
// it drops text interpolations and appends interpolated documents after the template's own
// definitions: this test is what catches all three.

interface BabelCore {
  transformSync(code: string, options: Record<string, unknown>): { code?: string | null } | null;
  parseSync(code: string, options: Record<string, unknown>): unknown;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const babel = requireFromRoot('@babel/core') as BabelCore;

/** What webpack's babel-loader does to a source file, with CommonJS modules so that it can run here. */
function compile(source: string, filename: string): string {
  const result = babel.transformSync(source, {
    filename,
    cwd: root,
    root,
    configFile: path.join(root, 'babel.config.js'),
    babelrc: false,
    caller: { name: 'precompiled-test', supportsStaticESM: false, supportsDynamicImport: false },
  });
  if (!result?.code) throw new Error(`Babel gave nothing for ${filename}`);
  return result.code;
}

/** gql tags, or mentions of graphql-tag, left in compiled code. */
function leftovers(code: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'TaggedTemplateExpression') found.push('a tagged template');
    if (record.type === 'Identifier' && record.name === 'gql') found.push('gql');
    if (record.type === 'StringLiteral' && /^graphql(-tag)?$/.test(String(record.value))) found.push(String(record.value));
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') walk(value);
    }
  };
  walk(babel.parseSync(code, { filename: 'compiled.js', babelrc: false, configFile: false, sourceType: 'script' }));
  return found;
}

type Exports = Record<string, unknown>;

const shipToStorefront = shipDocumentTo(storefrontSchema());

/**
 * Runs compiled modules. Relative imports of modules with documents are compiled and run too; any
 * other storefront module is a stub (the compiled documents need nothing from them). The GraphQL
 * packages cannot be loaded: a compiled document must not need them.
 */
function makeLoader() {
  const cache = new Map<string, Exports>();
  const resolve = (from: string, specifier: string): string => {
    const base = path.resolve(path.dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      try {
        if (readFileSync(candidate)) return candidate;
      } catch {
        // next candidate
      }
    }
    throw new Error(`Cannot resolve ${specifier} from ${from}`);
  };
  const run = (code: string, filename: string): Exports => {
    const module = { exports: {} as Exports };
    const localRequire = (specifier: string): unknown => {
      if (/^(graphql|graphql-tag)(\/|$)/.test(specifier)) throw new Error(`${filename} needs ${specifier} at run time`);
      if (specifier === '@apollo/client') return {};
      if (!specifier.startsWith('.')) return requireFromRoot(specifier);
      return load(resolve(filename, specifier));
    };
    new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
    return module.exports;
  };
  const load = (filename: string): Exports => {
    const cached = cache.get(filename);
    if (cached) return cached;
    const source = readFileSync(filename, 'utf8');
    if (!source.includes('gql`')) return {};
    const exports = run(compile(source, filename), filename);
    cache.set(filename, exports);
    return exports;
  };
  return { run, load };
}

const isDocument = (value: unknown): value is DocumentNode =>
  !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'Document';

/** Same definitions (in the same order, fragments deduplicated) and the same printed query. */
function expectSameDocument(compiled: unknown, runtime: DocumentNode, name: string) {
  expect(isDocument(compiled), `${name} is a document`).toBe(true);
  const document = compiled as DocumentNode;
  // Without graphql-tag's loc (the source text again), which nothing reads.
  expect(Object.keys(document).sort(), name).toEqual(['definitions', 'kind']);
  expect(document.definitions, name).toEqual(runtime.definitions);
  expect(print(document), name).toBe(print(runtime));
  expect(print(document), name).toBe(print(parse(print(runtime))));
}

/** Runs a module with the real gql, the way Vitest and the browser without the plugin would. */
function runWithGql(source: string, filename: string): Exports {
  const result = babel.transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    presets: [[requireFromRoot.resolve('@babel/preset-env'), { targets: { node: 'current' } }]],
  });
  const module = { exports: {} as Exports };
  const localRequire = (specifier: string): unknown => {
    if (specifier === '@apollo/client') return { gql };
    throw new Error(`${filename} imports ${specifier}`);
  };
  new Function('require', 'module', 'exports', result?.code ?? '')(localRequire, module, module.exports);
  return module.exports;
}

const SAMPLE = `
import { gql } from '@apollo/client';

const MONEY = gql\`
  fragment Money on Money { value currency }
\`;
export const INNER = gql\`
  fragment Inner on ProductInterface { uid price_range { minimum_price { final_price { ...Money } } } }
  \${MONEY}
\`;
export const OUTER = gql\`
  fragment Outer on ProductInterface { ...Inner name }
  \${INNER}
\`;
export const WRAPPED = { outer: OUTER };
export const QUERY = gql\`
  query GetThing($search: String!) { products(search: $search) { items { ...Outer ...Inner price_tiers { final_price { ...Money } } } } }
  \${WRAPPED.outer}
  \${INNER}
  \${MONEY}
\`;
export const PLAIN = gql\`query Plain { storeConfig { store_code } }\`;
`;

/** Compiles and runs a module with the build's Babel config and with gql, for the sample tests. */
function bothWays(source: string) {
  const filename = path.join(root, 'src/sample.gql.ts');
  const code = compile(source, filename);
  return { code, compiled: () => makeLoader().run(code, filename), runtime: () => runWithGql(source, filename) };
}

describe('GraphQL documents compiled at build time (babel.config.js)', () => {
  it('compiles gql tags with fragment interpolations into the documents gql builds', () => {
    const sample = bothWays(SAMPLE);
    expect(leftovers(sample.code)).toEqual([]);
    const compiled = sample.compiled();
    const runtime = sample.runtime();
    for (const name of ['INNER', 'OUTER', 'QUERY', 'PLAIN']) expectSameDocument(compiled[name], runtime[name] as DocumentNode, name);
    // Fragments interpolated twice (QUERY gets Inner and Money through OUTER and on their own) are there once.
    const names = (compiled.QUERY as DocumentNode).definitions.map((d) => ('name' in d && d.name ? d.name.value : ''));
    expect(names).toEqual(['GetThing', 'Outer', 'Inner', 'Money']);
  });

  it('catches a document the plugin cannot compile (it only logs it and leaves gql to the browser)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { code } = bothWays("import { gql } from '@apollo/client';\nexport const BROKEN = gql`query Broken { storeConfig( }`;\n");
      expect(leftovers(code)).not.toEqual([]);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('catches text interpolations and fragments interpolated before the definitions that use them', () => {
    const text = bothWays("import { gql } from '@apollo/client';\nconst ID = 'id';\nexport const D = gql`query D { storeConfig { store_name ${ID} } }`;\n");
    expect(leftovers(text.code)).toEqual([]);
    // The plugin drops the text and takes the string for a document: the compiled module fails to run.
    expect(() => expectSameDocument(text.compiled().D, text.runtime().D as DocumentNode, 'D')).toThrow();
    const first = bothWays(
      "import { gql } from '@apollo/client';\nconst F = gql`fragment F on StoreConfig { store_code }`;\nexport const D = gql`${F} query D { storeConfig { ...F } }`;\n",
    );
    expect(leftovers(first.code)).toEqual([]);
    // Compiled, the fragment comes after the query; at run time, before it: the printed queries differ.
    expect(() => expectSameDocument(first.compiled().D, first.runtime().D as DocumentNode, 'D')).toThrow();
  });

  it('compiles every storefront document into the one gql builds at run time', async () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        // src/build is build-time code (it reads the templates, it has none).
        if (entry.isDirectory()) { if (full !== path.join(root, 'src/build')) walk(full); }
        else if (/\.tsx?$/.test(entry.name) && readFileSync(full, 'utf8').includes('gql`')) sources.push(full);
      }
    };
    walk(path.join(root, 'src'));
    expect(sources.length).toBeGreaterThan(20);

    const loader = makeLoader();
    let documents = 0;
    for (const file of sources) {
      const relative = path.relative(root, file);
      expect(leftovers(compile(readFileSync(file, 'utf8'), file)), relative).toEqual([]);
      const compiled = loader.load(file);
      const runtime = (await import(/* @vite-ignore */ file)) as Exports;
      for (const [name, value] of Object.entries(runtime)) {
        if (!isDocument(value)) continue;
        // Compiled for the default target (the embedded backend's whole schema): the @brand markers go.
        expectSameDocument(compiled[name], shipToStorefront(value), `${relative} ${name}`);
        documents += 1;
      }
    }
    expect(documents).toBeGreaterThan(50);
  });
});
