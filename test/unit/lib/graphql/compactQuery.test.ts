// @vitest-environment node
/// <reference types="vite/client" />
import { parse, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { compactQuery } from '../../../../src/lib/graphql/compactQuery';

// compactQuery stands in for graphql's stripIgnoredCharacters on printer output (GET query URLs).

const isDocument = (value: unknown): value is DocumentNode =>
  !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'Document';

const modules = import.meta.glob<Record<string, unknown>>('../../../../src/**/*.gql.ts', { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1])).map(([name, document]) => [`${file} ${name}`, document] as const),
);

describe('compactQuery', () => {
  it('finds the storefront documents', () => {
    expect(documents.length).toBeGreaterThan(60);
  });

  it.each(documents)('%s: as stripIgnoredCharacters prints it', (_name, document) => {
    const printed = print(document);
    expect(compactQuery(printed)).toBe(stripIgnoredCharacters(printed));
  });

  it.each([
    'query Q($id: String!, $n: Int = 3, $l: [Int!] = [1, -2, 3.5e2]) { a(id: $id, n: $n) { b c } }',
    'query { a(s: "x, y  z", t: "q\\"uo\\\\te", u: "tab\\tnl\\n", v: "") { b } }',
    'query { a(s: "x") @include(if: true) { ...F ... on T { c } ... @skip(if: false) { d } } } fragment F on A { e }',
    'query { a(o: { k: [ENUM, OTHER], m: null, n: { deep: "v" } }) { b } }',
    'mutation M($x: In!) { m(input: $x) { id __typename } }',
    'query { a(n: 1, m: -1, f: 0.5, e: 1e3) }',
  ])('%s', (source) => {
    const printed = print(parse(source));
    expect(compactQuery(printed)).toBe(stripIgnoredCharacters(printed));
  });

  it('keeps block strings as the printer wrote them, with the same value', () => {
    const printed = print(parse('query { a(s: """ two\n  lines, "quoted" \\""" """) }'));
    const compact = compactQuery(printed);
    expect(print(parse(compact))).toBe(printed);
    expect(compact).not.toMatch(/^\s|\s$/);
  });
});
