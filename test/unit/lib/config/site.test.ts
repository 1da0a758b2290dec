import { renderHook } from '@testing-library/react';
import { SITE, parseFeatureFlags, useFeatureFlags } from '../../../../src/lib/config/site';

const ALL_OFF = { multiCurrency: false, multiStore: false, hidePrice: false, megaMenu: false, oneStepCheckout: false };

describe('parseFeatureFlags (spec §1: all default off)', () => {
  it.each([undefined, '', ' , ,', 'unknown-flag'])('turns %j into all flags off', (list) => {
    expect(parseFeatureFlags(list)).toEqual(ALL_OFF);
  });

  it('turns on exactly the listed flags, ignoring case and spaces', () => {
    expect(parseFeatureFlags('hide-price, One-Step-Checkout')).toEqual({ ...ALL_OFF, hidePrice: true, oneStepCheckout: true });
    expect(parseFeatureFlags('multi-currency,multi-store,hide-price,mega-menu,one-step-checkout')).toEqual({
      multiCurrency: true,
      multiStore: true,
      hidePrice: true,
      megaMenu: true,
      oneStepCheckout: true,
    });
  });

  it('does not accept the camel-case property names as flag names', () => {
    expect(parseFeatureFlags('hidePrice,megaMenu')).toEqual(ALL_OFF);
  });
});

describe('the deployment config', () => {
  it('has every flag off without FEATURE_FLAGS, and useFeatureFlags returns that one config', () => {
    expect(SITE.flags).toEqual(ALL_OFF);
    const { result } = renderHook(() => useFeatureFlags());
    expect(result.current).toBe(SITE.flags);
  });
});
