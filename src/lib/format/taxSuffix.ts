// Spec §3 "Tax suffix wording". The wording is per store, not per language: uk_en and eu_en share
// the en_GB locale yet say "(ex. VAT)" and "(excl. VAT)". The spec lists the without-tax words in
// an order that does not follow the with-tax list; each goes to the store whose language it is in:
// (ex. VAT) uk_en, (excl. VAT) eu_en, (sin IVA) es_es, (HTVA) fr_fr, (ohne MwSt.) de_de, (senza IVA) it_it.
// Stores outside the EU and the UK (na_us, hk_en, hk_tc) show no suffix.

interface TaxWording {
  including: string;
  excluding: string;
}

const TAX_WORDING: ReadonlyMap<string, TaxWording> = new Map([
  ['uk_en', { including: '(inc. VAT)', excluding: '(ex. VAT)' }],
  ['eu_en', { including: '(inc. VAT)', excluding: '(excl. VAT)' }],
  ['es_es', { including: '(IVA incl.)', excluding: '(sin IVA)' }],
  ['it_it', { including: '(IVA incl.)', excluding: '(senza IVA)' }],
  ['fr_fr', { including: '(TVAC)', excluding: '(HTVA)' }],
  ['de_de', { including: '(inkl. MwSt.)', excluding: '(ohne MwSt.)' }],
]);

/** The suffix after a price in a store, or null where the store shows none. */
export function taxSuffix(storeCode: string, includesTax: boolean): string | null {
  const wording = TAX_WORDING.get(storeCode);
  if (!wording) return null;
  return includesTax ? wording.including : wording.excluding;
}

/**
 * Whether catalogue prices are shown with VAT. EU and UK consumer prices include VAT; a business
 * customer whose VAT number was validated (app state vatValid) is charged without it (spec §3
 * cart price note "VAT validity state").
 */
export function pricesIncludeTax(vatValid: boolean | null): boolean {
  return vatValid !== true;
}

/** Whether a store shows a tax wording after its prices (the EU and UK stores), as PriceDisplay.taxSuffix does. */
export function hasTaxWording(storeCode: string): boolean {
  return TAX_WORDING.has(storeCode);
}
