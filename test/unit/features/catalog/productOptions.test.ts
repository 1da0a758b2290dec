import { buildCartItems, bundleSelectionUid } from '../../../../src/features/catalog/addToCartRequest';
import { initialChoices, type ProductChoices } from '../../../../src/features/catalog/product/productChoices';
import { unitPrice } from '../../../../src/features/catalog/product/productPrice';
import { validateChoices, validateQuantity } from '../../../../src/features/catalog/product/validateChoices';
import { findVariant, isValueAvailable } from '../../../../src/features/catalog/product/variants';
import { presentItems } from '../../../../src/lib/graphql/present';
import { bundleFixture, downloadableFixture, fixture } from './fixtures';

const RED = 'Y29uZmlndXJhYmxlLzkzLzE5';
const JADE = 'Y29uZmlndXJhYmxlLzkzLzI5';
const A5 = 'Y29uZmlndXJhYmxlLzIwMi8xNQ==';
const A3 = 'Y29uZmlndXJhYmxlLzIwMi8xNw==';

const choose = (sku: string, change: Partial<ProductChoices>): ProductChoices => ({ ...initialChoices(fixture(sku)), ...change });

describe('configurable options switch price, SKU and image (SLS)', () => {
  const sls = fixture('SLS');

  it('names no variant until every option is chosen', () => {
    expect(findVariant(sls, {})).toBeNull();
    expect(findVariant(sls, { color: RED })).toBeNull();
  });

  it('finds the variant of a complete choice, with its own SKU, price and image', () => {
    const a5 = findVariant(sls, { color: RED, format: A5 });
    const a3 = findVariant(sls, { color: RED, format: A3 });
    expect(a5?.sku).toBe('SLS-SR-210-A5');
    expect(a3?.sku).toBe('SLS-SR-210-A3');
    expect(unitPrice(sls, choose('SLS', { configurable: { color: RED, format: A5 } })).final).toBe(12);
    expect(unitPrice(sls, choose('SLS', { configurable: { color: RED, format: A3 } })).final).toBe(29);
    expect(a3?.image?.url).toContain('sls-sr-210-a3');
  });

  it('marks a value that leads only to an out-of-stock variant (Jade A3)', () => {
    expect(isValueAvailable(sls, { color: JADE }, 'format', A3)).toBe(false);
    expect(isValueAvailable(sls, { color: JADE }, 'format', A5)).toBe(true);
    expect(isValueAvailable(sls, { format: A3 }, 'color', RED)).toBe(true);
  });
});

describe('unit price for the current choices', () => {
  it('adds FIXED and PERCENT custom option prices to the base price (SFD-CORE-C)', () => {
    const product = fixture('SFD-CORE-C');
    const options = presentItems(product.options);
    const engraving = options.find((o) => o.title === 'Personalized engraving');
    const extras = options.find((o) => o.title === 'Extras');
    const values = extras && 'values' in extras ? presentItems(extras.values) : [];
    expect(unitPrice(product, initialChoices(product)).final).toBe(229);
    const all = choose('SFD-CORE-C', { custom: { [engraving?.uid ?? '']: 'For Ada', [extras?.uid ?? '']: values.map((v) => v.uid) } });
    // 229 + 15 engraving + 6 gift wrapping + 5 % of 229 (11.45)
    expect(unitPrice(product, all).final).toBe(261.45);
  });

  it('prices a fixed-price bundle from its own price plus FIXED × qty and PERCENT selections (SKIT-PRINT)', () => {
    const product = bundleFixture('SKIT-PRINT');
    const start = initialChoices(product);
    expect(unitPrice(product, start).final).toBe(549);
    const accessories = presentItems(product.items).find((i) => i.title === 'Accessories');
    const uids = presentItems(accessories?.options).map((o) => o.uid);
    // + 25 % lamp (137.25) + 2 × 29 sleeves: the API's maximum price.
    expect(unitPrice(product, { ...start, bundle: { ...start.bundle, [accessories?.uid ?? '']: uids } }).final).toBe(744.25);
  });

  it('prices a dynamic bundle as the sum of the chosen products (SKIT-DESIGNER defaults: 229 + 59)', () => {
    const product = fixture('SKIT-DESIGNER');
    expect(unitPrice(product, initialChoices(product)).final).toBe(288);
  });

  it('prices a downloadable product by its chosen links (SDL-DESIGN)', () => {
    const product = downloadableFixture('SDL-DESIGN');
    const links = presentItems(product.downloadable_product_links).map((l) => l.uid);
    expect(unitPrice(product, choose('SDL-DESIGN', { links })).final).toBe(93);
    expect(unitPrice(product, choose('SDL-DESIGN', { links: links.slice(0, 1) })).final).toBe(29);
  });
});

describe('validation before Add to Cart', () => {
  it('asks for every configurable option', () => {
    const errors = validateChoices(fixture('SLS'), initialChoices(fixture('SLS')));
    expect(errors.map((e) => [e.field, e.message])).toEqual([
      ['super-color', 'validator.required'],
      ['super-format', 'validator.required'],
    ]);
  });

  it('asks for required custom options and at least one downloadable link', () => {
    expect(validateChoices(fixture('SSV-CONSULT'), initialChoices(fixture('SSV-CONSULT'))).map((e) => e.message)).toEqual(['validator.required']);
    expect(validateChoices(fixture('SDL-DESIGN'), initialChoices(fixture('SDL-DESIGN'))).map((e) => e.message)).toEqual(['catalog.product.linksRequired']);
  });

  it('accepts the default selections of a bundle', () => {
    expect(validateChoices(fixture('SKIT-PRINT'), initialChoices(fixture('SKIT-PRINT')))).toEqual([]);
  });

  it('holds the minimum quantity (spec §5): SBC-LABELS starts at 2 and refuses 1', () => {
    const labels = fixture('SBC-LABELS');
    expect(initialChoices(labels).quantity).toBe('2');
    expect(validateQuantity(labels, '1')).toEqual({ field: 'qty', message: 'catalog.product.qtyMin', values: { min: 2 } });
    expect(validateQuantity(labels, '2')).toBeNull();
    expect(validateQuantity(labels, '2.5')?.message).toBe('catalog.product.qtyInvalid');
    expect(validateQuantity(labels, '')?.message).toBe('catalog.product.qtyInvalid');
    expect(validateQuantity(labels, '100000')?.message).toBe('catalog.product.qtyMax');
  });
});

describe('addToCart cartItems per product type', () => {
  it('simple: sku, quantity, chosen values and entered text', () => {
    const product = fixture('SFD-CORE-C');
    const [engraving, caseOption] = presentItems(product.options);
    const hardCase = caseOption && 'values' in caseOption ? caseOption.values?.[2]?.uid : undefined;
    const items = buildCartItems(product, choose('SFD-CORE-C', { quantity: '3', custom: { [engraving?.uid ?? '']: ' For Ada ', [caseOption?.uid ?? '']: hardCase ?? '' } }));
    expect(items).toEqual([
      { sku: 'SFD-CORE-C', quantity: 3, selected_options: [hardCase], entered_options: [{ uid: engraving?.uid, value: 'For Ada' }] },
    ]);
  });

  it('configurable: the variant SKU, the parent SKU and the chosen option value uids', () => {
    const items = buildCartItems(fixture('SLS'), choose('SLS', { configurable: { format: A3, color: RED } }));
    expect(items).toEqual([{ sku: 'SLS-SR-210-A3', parent_sku: 'SLS', quantity: 1, selected_options: [RED, A3] }]);
  });

  it('bundle: the chosen selection uids, re-encoded with a changed quantity', () => {
    const product = bundleFixture('SKIT-PRINT');
    const start = initialChoices(product);
    const accessories = presentItems(product.items).find((i) => i.title === 'Accessories');
    const sleeve = presentItems(accessories?.options).find((o) => o.can_change_quantity);
    const items = buildCartItems(product, { ...start, bundle: { ...start.bundle, [accessories?.uid ?? '']: [sleeve?.uid ?? ''] }, bundleQty: { ...start.bundleQty, [sleeve?.uid ?? '']: 5 } });
    const selected = items[0]?.selected_options ?? [];
    expect(items[0]?.sku).toBe('SKIT-PRINT');
    expect(selected.map((uid) => atob(uid ?? ''))).toEqual(['bundle/4/9/1', 'bundle/5/11/1', 'bundle/6/14/5']);
  });

  it('downloadable: the chosen link uids', () => {
    const product = downloadableFixture('SDL-DESIGN');
    const first = product.downloadable_product_links?.[0]?.uid ?? '';
    expect(buildCartItems(product, choose('SDL-DESIGN', { links: [first] }))).toEqual([{ sku: 'SDL-DESIGN', quantity: 1, selected_options: [first] }]);
    expect(atob(first)).toBe('downloadable/1');
  });

  it('virtual with a date option: the entered date', () => {
    const product = fixture('SSV-CONSULT');
    const date = (product.options ?? [])[0];
    const items = buildCartItems(product, choose('SSV-CONSULT', { custom: { [date?.uid ?? '']: '2030-05-01T10:00' } }));
    expect(items).toEqual([{ sku: 'SSV-CONSULT', quantity: 1, entered_options: [{ uid: date?.uid, value: '2030-05-01T10:00' }] }]);
  });

  it('leaves a uid that is not a bundle selection as it is', () => {
    expect(bundleSelectionUid('ZG93bmxvYWRhYmxlLzE=', 3)).toBe('ZG93bmxvYWRhYmxlLzE=');
    expect(bundleSelectionUid('not base64!', 3)).toBe('not base64!');
  });
});
