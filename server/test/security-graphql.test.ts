import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import { queryCost } from '../src/graphql/queryCost';
import { queryGuardProblem } from '../src/graphql/queryGuard';
import { repoRoot } from '../src/paths';
import { defaultLimits } from '../src/security/limits';
import { graphqlPost, useTestServer } from './helpers';

const gqlModules = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const full = path.join(dir, entry.name);
  if (entry.isDirectory()) return gqlModules(full);
  return entry.name.endsWith('.gql.ts') ? [full] : [];
});

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

const errorOf = (body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  ({ message: body.errors?.[0]?.message, category: body.errors?.[0]?.extensions?.category, count: body.errors?.length });

describe("GraphQL cost limits (Magento's QueryComplexityLimiter, at Magento's defaults)", () => {
  const { db, server } = useTestServer();
  const post = (query: string, variables?: Record<string, unknown>) => graphqlPost(server.url, query, { store: 'na_us', variables });

  it('refuses a query 8,000 levels deep without ever parsing it', async () => {
    const { status, body } = await post(`{${'a{'.repeat(8000)}b${'}'.repeat(8001)}`);
    expect(status).toBe(200);
    expect(errorOf(body)).toEqual({ message: 'Max query depth should be 20 but got 7999.', category: 'graphql-input', count: 1 });
  });

  it('takes a depth of 20 and refuses 21, counted as Magento counts it', async () => {
    const nested = (levels: number) => `{ categoryList { ${'children { '.repeat(levels)}uid${' }'.repeat(levels)} } }`;
    expect((await post(nested(20))).body.errors).toBeUndefined();
    expect(errorOf((await post(nested(21))).body)).toEqual({ message: 'Max query depth should be 20 but got 21.', category: 'graphql', count: 1 });
  });

  it('refuses more than 300 fields in the text (graphql-input) and more than 300 with fragments expanded (graphql)', async () => {
    const written = await post(`{ storeConfig { ${'store_code '.repeat(300)} } }`);
    expect(errorOf(written.body)).toEqual({ message: 'Max query complexity should be 300 but got 301.', category: 'graphql-input', count: 1 });
    const fields = 'uid sku name url_key '.repeat(10);
    const spread = await post(`query { products(search: "deck") { items { ...G ...G ...G } } }
      fragment F on ProductInterface { ${fields} } fragment G on ProductInterface { ...F ...F ...F ...F }`);
    expect(errorOf(spread.body)).toEqual({ message: 'Max query complexity should be 300 but got 482.', category: 'graphql', count: 1 });
  });

  it('measures a fragment bomb (2^40 fields expanded) in linear time and refuses it', async () => {
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1} on StoreConfig { ...F${i} ...F${i} }`).join('\n');
    const started = performance.now();
    const { body } = await post(`{ storeConfig { ...F40 } }\nfragment F0 on StoreConfig { store_code }\n${fragments}`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(errorOf(body).message).toBe(`Max query complexity should be 300 but got ${2 ** 40 + 1}.`);
  });

  it('refuses more than 10 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')} }`;
    expect((await post(aliases(10))).body.errors).toBeUndefined();
    expect(errorOf((await post(aliases(11))).body)).toEqual({ message: 'Max Aliases in query should be 10 but got 11.', category: 'graphql-input', count: 1 });
  });

  it('refuses a cart mutation with 3,000 items at once, and changes nothing', async () => {
    const cartId = ((await post('mutation { createEmptyCart }')).body.data as { createEmptyCart: string }).createEmptyCart;
    const cartItems = Array.from({ length: 3000 }, () => ({ sku: 'SFD-POCKET', quantity: 1 }));
    const started = performance.now();
    const { body } = await post('mutation Add($cartId: String!, $cartItems: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { total_quantity } } }', { cartId, cartItems });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errorOf(body)).toEqual({ message: 'Maximum items of type "CartItemInput" is 100.', category: 'graphql-input', count: 1 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM cart_items').get()).toEqual({ n: 0 });
  });

  it('lets every document the storefront sends through, with the __typename fields Apollo Client adds', async () => {
    for (const file of gqlModules(path.join(repoRoot, 'src'))) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, written] of Object.entries(exported).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))) {
        const label = `${path.relative(repoRoot, file)} ${name}`;
        const document = addTypenameToDocument(written);
        expect(queryGuardProblem(print(document), defaultLimits), label).toBeNull();
        const cost = queryCost(document);
        expect(cost.depth, label).toBeLessThanOrEqual(defaultLimits.queryDepth);
        expect(cost.complexity, label).toBeLessThanOrEqual(defaultLimits.queryComplexity);
      }
    }
  });
});

describe('the time budget of a request', () => {
  const { server } = useTestServer({ limits: { requestTimeBudgetMs: 1 } });

  it('stops resolving once the budget is spent, and says so once', async () => {
    const { body } = await graphqlPost(server.url, '{ products(search: "colour", pageSize: 50) { items { sku name categories { name breadcrumbs { category_name } } } } }');
    expect(body.errors?.filter((e) => e.message === 'The request took too long to answer and was stopped. Ask for less at a time.')).toHaveLength(1);
  });
});
