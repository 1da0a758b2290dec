import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SITE } from '../../lib/config/site';
import { storeByCode } from './stores';
import type { StoreConfig } from './storeConfig.gql';

// Store rules the backend's store config states (spec §3 Store config), read here instead of being
// hard-coded: every feature asks storeRulesFrom / useStoreRules. A field the backend does not send
// (the brand's fields on stock Magento, or a store config not loaded yet) falls back to a stock default.

export interface StoreRules {
  /** validate_vat: the store looks up the customer's VAT number, offers its page and notices (spec §3, §6). */
  validateVat: boolean;
  /** Magento's magento_wishlist_general_is_enabled: with it off, no wish list anywhere. */
  wishlistEnabled: boolean;
  /** register_url: the companion service's sign-up page (/connect). */
  registerUrl: string;
  /** default_base_url's origin: where canonical links and structured data point. */
  baseOrigin: string;
}

type RuleFields = Pick<StoreConfig, 'validate_vat' | 'magento_wishlist_general_is_enabled' | 'register_url' | 'default_base_url'>;

/** An http(s) URL's origin, or null for anything else. */
function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The rules of a store from its store config. Stock defaults: VAT as the store table says for its store
 * (only where the build has the VAT capability at all), wish lists on (Magento's default), the
 * deployment's companion sign-up page, this site's own origin.
 */
export function storeRulesFrom(config: Partial<RuleFields> | null | undefined, storeCode: string, origin: string): StoreRules {
  return {
    validateVat: __CAPABILITIES__.vat && (config?.validate_vat ?? storeByCode(storeCode)?.vat ?? false),
    wishlistEnabled: config?.magento_wishlist_general_is_enabled !== '0',
    registerUrl: config?.register_url || SITE.companionSignUpUrl,
    baseOrigin: httpOrigin(config?.default_base_url) ?? origin,
  };
}

/** The current store's rules (store config, else the stock defaults). */
export function useStoreRules(): StoreRules {
  const config = useAppSelector((state) => state.app.storeConfig);
  const storeCode = useAppSelector((state) => state.app.storeCode);
  return useMemo(() => storeRulesFrom(config, storeCode, window.location.origin), [config, storeCode]);
}
