import { pricesIncludeTax, taxSuffix } from '../../../../src/shared/store/stores';

describe('taxSuffix (spec §3 tax suffix wording)', () => {
  it.each([
    ['uk_en', '(inc. VAT)', '(ex. VAT)'],
    ['eu_en', '(inc. VAT)', '(excl. VAT)'],
    ['es_es', '(IVA incl.)', '(sin IVA)'],
    ['it_it', '(IVA incl.)', '(senza IVA)'],
    ['fr_fr', '(TVAC)', '(HTVA)'],
    ['de_de', '(inkl. MwSt.)', '(ohne MwSt.)'],
  ])('%s says %s with tax and %s without', (store, including, excluding) => {
    expect(taxSuffix(store, true)).toBe(including);
    expect(taxSuffix(store, false)).toBe(excluding);
  });

  it.each(['na_us', 'hk_en', 'hk_tc', 'xx_yy'])('%s shows no suffix', (store) => {
    expect(taxSuffix(store, true)).toBeNull();
    expect(taxSuffix(store, false)).toBeNull();
  });

  it('shows prices with VAT unless a VAT number was validated', () => {
    expect(pricesIncludeTax(null)).toBe(true);
    expect(pricesIncludeTax(false)).toBe(true);
    expect(pricesIncludeTax(true)).toBe(false);
  });
});
