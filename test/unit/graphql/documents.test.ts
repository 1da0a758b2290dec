import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, extendSchema, parse, validate, type DocumentNode } from 'graphql';
import { REVOKE_CUSTOMER_TOKEN } from '../../../src/features/account/account.gql';
import { GET_CMS_BLOCKS } from '../../../src/features/content/cms.gql';
import { GET_STORE_CONFIG } from '../../../src/features/store/storeConfig.gql';

// Every document the storefront sends must be one a real Magento 2.4.8 (plus the brand extension,
// marked as such by the backend) understands: validated against the reference schema, not a mock.
const ROOT = path.resolve(__dirname, '../../..');
const MAGENTO_SDL = path.resolve(ROOT, '../shared/reference/magento-2.4.8.graphql');
const BRAND_SDL = path.resolve(ROOT, 'server/src/graphql/schema/brand-extensions.graphql');

const magento = buildSchema(fs.readFileSync(MAGENTO_SDL, 'utf8'));
const withBrand = extendSchema(magento, parse(fs.readFileSync(BRAND_SDL, 'utf8')));

const DOCUMENTS: Record<string, { doc: DocumentNode; magentoOnly: boolean }> = {
  GetStoreConfig: { doc: GET_STORE_CONFIG, magentoOnly: false },
  GetCmsBlocks: { doc: GET_CMS_BLOCKS, magentoOnly: true },
  RevokeCustomerToken: { doc: REVOKE_CUSTOMER_TOKEN, magentoOnly: true },
};

describe('GraphQL documents', () => {
  it.each(Object.entries(DOCUMENTS))('%s is valid against Magento 2.4.8 + brand extension', (name, { doc, magentoOnly }) => {
    expect(validate(withBrand, doc).map((e) => e.message)).toEqual([]);
    if (magentoOnly) expect(validate(magento, doc).map((e) => e.message)).toEqual([]);
    const [definition] = doc.definitions;
    expect(definition && 'name' in definition ? definition.name?.value : undefined).toBe(name);
  });

  it('GetStoreConfig uses Magento fields only, apart from the brand storeMessage query', () => {
    const errors = validate(magento, GET_STORE_CONFIG).map((e) => e.message);
    expect(errors).toEqual(['Cannot query field "storeMessage" on type "Query".']);
  });
});
