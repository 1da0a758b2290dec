import { SITE } from '../../../../src/lib/config/site';
import { storeRulesFrom } from '../../../../src/shared/store/storeRules';

describe('storeRulesFrom (spec §3 store config)', () => {
  const origin = 'https://storefront.example';

  it("reads validate_vat, the wish list switch, register_url and default_base_url from the store's config", () => {
    const rules = storeRulesFrom(
      { validate_vat: false, magento_wishlist_general_is_enabled: '0', register_url: 'https://connect.example/join', default_base_url: 'https://shop.example/' },
      'de_de',
      origin,
    );
    // validate_vat off in a store the table counts as EU: the config decides.
    expect(rules).toEqual({ validateVat: false, wishlistEnabled: false, registerUrl: 'https://connect.example/join', baseOrigin: 'https://shop.example' });
    expect(storeRulesFrom({ validate_vat: true }, 'na_us', origin).validateVat).toBe(true);
  });

  it('without the brand fields (stock Magento, or the config not loaded yet): the store table, wish lists on, the deployment settings', () => {
    expect(storeRulesFrom(null, 'de_de', origin)).toEqual({ validateVat: true, wishlistEnabled: true, registerUrl: SITE.companionSignUpUrl, baseOrigin: origin });
    expect(storeRulesFrom({ magento_wishlist_general_is_enabled: '1' }, 'uk_en', origin).validateVat).toBe(false);
  });

  it('takes only an http(s) default_base_url', () => {
    expect(storeRulesFrom({ default_base_url: 'javascript:alert(1)' }, 'na_us', origin).baseOrigin).toBe(origin);
    expect(storeRulesFrom({ default_base_url: 'not a url' }, 'na_us', origin).baseOrigin).toBe(origin);
  });
});
