// @vitest-environment node
import { buildSchema, parse, print } from 'graphql';
import { BRAND_DIRECTIVE_SDL } from '../../../src/build/graphql/brandDirective';
import { capabilitiesOf, capabilityDefinitions } from '../../../src/build/graphql/capabilities';
import { documentForTarget } from '../../../src/build/graphql/documentForTarget';
import { operationNamesIn, unavailableMarkersIn } from '../../../src/build/graphql/shippedDocuments';

// A stock schema and the same with a brand module, in miniature.
const STOCK = `
  type Query { product(sku: String!): Product, store: Store }
  type Mutation { addProducts(sku: String!): Product }
  type Product { sku: String, name: String, image: Image }
  type Image { url: String }
  type Store { code: String }
`;
const BRAND = `
  extend type Query { articles(search: String): [Article], storeMessage(country: String): String }
  extend type Mutation { addToCart(sku: String!): Product }
  extend type Product { render_type: String, colour: Colour }
  extend type Image { width: Int }
  type Article { title: String }
  type Colour { hex: String, product: Product }
`;
const storefront = buildSchema(`${STOCK}${BRAND}${BRAND_DIRECTIVE_SDL}`);
const stock = buildSchema(STOCK);
const full = buildSchema(`${STOCK}${BRAND}`);

const ship = (text: string, target = stock) => documentForTarget(parse(text), storefront, target);
const printed = (text: string, target = stock) => print(ship(text, target).document);

describe('documentForTarget', () => {
  it('leaves out @brand fields the target lacks and keeps those it has, without the marker', () => {
    const text = 'query P { product(sku: "a") { sku render_type @brand image { url width @brand } } }';
    expect(printed(text)).toBe(print(parse('query P { product(sku: "a") { sku image { url } } }')));
    expect(printed(text, full)).toBe(print(parse('query P { product(sku: "a") { sku render_type image { url width } } }')));
  });

  it('drops brand fragments on types the target lacks, with their spreads, and fragments only they used', () => {
    const text = `
      query P { product(sku: "a") { sku colour @brand { ...ColourFields } } }
      fragment ColourFields on Colour @brand { hex product { ...Named } }
      fragment Named on Product { name }
    `;
    expect(printed(text)).toBe(print(parse('query P { product(sku: "a") { sku } }')));
    expect(ship(text).unavailable).toBeNull();
    expect(printed(text, full)).toContain('fragment ColourFields on Colour {');
  });

  it('drops the variables only the left-out fields used, and keeps those other templates may use', () => {
    const text = 'query S($country: String, $sku: String!) { store { code } storeMessage(country: $country) @brand product(sku: $sku) { ...Elsewhere } }';
    const document = ship(text).document;
    expect(print(document)).toContain('query S($sku: String!)');
    expect(print(ship(text, full).document)).toContain('query S($country: String, $sku: String!)');
  });

  it('marks a @brand operation the target cannot answer as unavailable, with nothing to send', () => {
    const shipped = ship('mutation AddToCart($sku: String!) @brand { addToCart(sku: $sku) { sku } }');
    expect(shipped.unavailable).toBe('AddToCart');
    expect(shipped.document.definitions).toEqual([]);
    expect(ship('mutation AddToCart($sku: String!) @brand { addToCart(sku: $sku) { sku } }', full).unavailable).toBeNull();
  });

  it('refuses an unmarked brand field: stock Magento must answer every field that is not @brand', () => {
    expect(() => ship('query P { product(sku: "a") { render_type } }')).toThrow(/P: not valid on the target schema and not marked @brand/);
    expect(() => ship('query A { articles { title } }')).toThrow(/Cannot query field "articles"/);
  });
});

describe('capabilities of a target schema', () => {
  const magento = buildSchema(`
    type Query { storeConfig: StoreConfig } type Mutation { placeOrder: Boolean } type StoreConfig { code: String }
  `);
  const withRegions = buildSchema(`
    type Query { storeConfig: StoreConfig, storeRegions: [String] } type StoreConfig { code: String }
  `);

  it('is on only when the schema has every coordinate it needs', () => {
    expect(Object.values(capabilitiesOf(magento)).every((on) => !on)).toBe(true);
    const caps = capabilitiesOf(withRegions);
    expect(caps.storeRegions).toBe(true);
    expect(caps.articles).toBe(false);
  });

  it('is written for DefinePlugin as one literal per capability', () => {
    const defined = capabilityDefinitions(capabilitiesOf(withRegions)).__CAPABILITIES__;
    expect(defined?.storeRegions).toBe('true');
    expect(defined?.vat).toBe('false');
  });
});

describe('documents found in compiled code', () => {
  it('reads operation names from minified and from development output', () => {
    const minified = 'const a={kind:"Document",definitions:[{kind:"OperationDefinition",operation:"query",name:{kind:"Name",value:"GetStoreConfig"}}]}';
    const dev = 'definitions: [{\n  kind: "OperationDefinition",\n  operation: "mutation",\n  name: {\n    kind: "Name",\n    value: "AddProductsToCart"\n  }';
    expect([...operationNamesIn(minified)]).toEqual(['GetStoreConfig']);
    expect([...operationNamesIn(dev)]).toEqual(['AddProductsToCart']);
    expect([...unavailableMarkersIn('x={kind:"Document",definitions:[],unavailableOnTarget:"AddToCart"}')]).toEqual(['AddToCart']);
  });
});
