// The fields of the target backend's ProductAttributeFilterInput, known at build time from its schema
// (COMMERCE_SCHEMA) like the capabilities: Magento makes every filterable attribute a field of that
// input (eq/in for selects and booleans, from/to for price and decimals, match for text), so a store's
// schema names the attributes its layered navigation can filter by and how each one is sent.

/** FilterEqualTypeInput (eq/in), FilterRangeTypeInput (from/to) or FilterMatchTypeInput (match). */
export type FilterShape = 'equal' | 'range' | 'match';

export type ProductFilterFields = Readonly<Record<string, FilterShape>>;

declare global {
  /**
   * ProductAttributeFilterInput's fields and shapes, written into the code by webpack's DefinePlugin.
   * Tests and build-time code set it on globalThis.
   */
  // eslint-disable-next-line no-var
  var __PRODUCT_FILTERS__: ProductFilterFields;
}

/** The shape of a filter field, or null when the target cannot filter by it. */
export function filterShape(field: string): FilterShape | null {
  const fields: ProductFilterFields = __PRODUCT_FILTERS__;
  return Object.prototype.hasOwnProperty.call(fields, field) ? fields[field] ?? null : null;
}

/** Every field of the target's ProductAttributeFilterInput. */
export const productFilterFields = (): string[] => Object.keys(__PRODUCT_FILTERS__);
