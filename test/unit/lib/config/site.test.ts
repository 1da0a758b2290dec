import { renderHook } from '@testing-library/react';
import { SITE, featureFlagDefinitions, parseFeatureFlags, useFeatureFlags } from '../../../../src/lib/config/site';

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

describe('featureFlagDefinitions (DefinePlugin literals, so a flag that is off leaves the bundle)', () => {
  it('writes every flag as a JSON literal under __FEATURE_FLAGS__', () => {
    expect(featureFlagDefinitions('mega-menu,multi-currency')).toEqual({
      __FEATURE_FLAGS__: { multiCurrency: 'true', multiStore: 'false', hidePrice: 'false', megaMenu: 'true', oneStepCheckout: 'false' },
    });
  });

  it('is what the unit tests run with: every flag off', () => {
    expect(globalThis.__FEATURE_FLAGS__).toEqual(ALL_OFF);
  });
});
