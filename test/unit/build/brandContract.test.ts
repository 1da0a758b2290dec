// @vitest-environment node
import fs from 'node:fs';
import { parse } from 'graphql';
import { brandContractMarkdown, CONTRACT_FILE, contractProblems, contractTypes } from '../../../src/build/graphql/brandContract';
import { storefrontSchema } from '../../../src/build/graphql/schemas';

// The brand module's contract (brand-extensions.graphql) is documented field by field, and
// docs/brand-module-contract.md (npm run docs:brand) is generated from it.
describe('the brand module contract', () => {
  const schema = storefrontSchema();

  it('describes every type, field, argument, input field and enum value of brand-extensions.graphql', () => {
    expect(contractProblems(contractTypes(), schema)).toEqual([]);
  });

  it('finds what has no description, and implementations described unlike their interface', () => {
    const types = contractTypes(parse(`
      type Undescribed { "Described." a: String b(x: Int): String }
      "Described." enum Period { "Described." NOW LATER }
      extend interface ProductInterface { "The colour." color_standard: ColorStandard }
      extend type SimpleProduct { "Another colour." color_standard: ColorStandard }
    `));
    expect(contractProblems(types, schema)).toEqual([
      'type Undescribed has no description',
      'Undescribed.b has no description',
      'Undescribed.b(x:) has no description',
      'Period.LATER has no description',
      'SimpleProduct.color_standard is described unlike ProductInterface.color_standard',
    ]);
  });

  it('docs/brand-module-contract.md is what npm run docs:brand writes', () => {
    const current = fs.existsSync(CONTRACT_FILE) ? fs.readFileSync(CONTRACT_FILE, 'utf8') : '';
    expect(current === brandContractMarkdown(schema), 'run `npm run docs:brand` and commit docs/brand-module-contract.md').toBe(true);
  }, 60000);

  it('documents each brand type with its capabilities and the operations that ask for it', () => {
    const text = brandContractMarkdown(schema);
    expect(text).toContain('| `stockAlerts` | `Mutation.subscribeProductAlertStock`, `Mutation.unsubscribeProductAlertStock`, `ProductInterface.stock_alert_subscribed` | Back-in-stock alerts (Notify Me). |');
    expect(text).toMatch(/\| `articles` \| `Articles` \| `search: String`: [^|]+<br>`filter: ArticleFilterInput`: [^|]+\| Articles, newest first;[^|]+\| articles \| GetArticle, GetArticles, GetSearchCounts, SearchArticles \|/);
    expect(text).toMatch(/\| `customer_note` \| `String` \| — \| The order comment set with setCartCustomerNote[^|]+\| orderComment \| CartCheckoutFields \|/);
    expect(text).toContain('## `SimpleProduct` (extends Magento\'s)\n\nThe fields of `ProductInterface` above');
  }, 60000);
});
