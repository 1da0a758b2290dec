import type { StoreRecord } from '../repositories/store/stores';

/**
 * Whether a postcode fits the store's pattern for the country (StoreConfig.country_info.zip_code_patterns,
 * spec §5 — the storefront checks the same patterns). Countries without a pattern accept any postcode.
 */
export const postcodeMatches = (store: StoreRecord, countryId: string, postcode: string): boolean => {
  const rule = store.settings.zip_code_patterns.find((p) => p.country_id === countryId);
  if (!rule) return true;
  const pattern = new RegExp(rule.pattern);
  return pattern.test(postcode) || pattern.test(postcode.toUpperCase());
};

/** Magento's wording for a value a field does not accept. */
export const invalidPostcodeMessage = (postcode: string): string => `Invalid value of "${postcode}" provided for the postcode field.`;
