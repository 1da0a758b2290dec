import { getCurrencyCode, getStoreCode, removeCurrencyCode, setCurrencyCode, setStoreCode } from '../../lib/storage/storage';
import { currencyForStore } from './stores';

// Spec §1 multi-currency, §3 currency_code cookie, §7 Content-Currency. Without the flag the currency
// follows the store (the table's mapping); with it, the shopper's choice among the store's
// available_currency_codes is kept in the currency_code cookie and sent on every request. A choice
// belongs to the store it was made in: switching store clears the cookie (spec §4), and a cookie
// left from another store (the saved store_code differs) is not sent where it may not be allowed.

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The currency the shopper chose in this store (multi-currency only), or null. */
export function chosenCurrency(storeCode: string): string | null {
  if (!__FEATURE_FLAGS__.multiCurrency) return null;
  const chosen = getCurrencyCode();
  return chosen && CURRENCY_CODE.test(chosen) && getStoreCode() === storeCode ? chosen : null;
}

/** Spec §7 Content-Currency for a store: the shopper's choice, else the store's currency. */
export function requestCurrency(storeCode: string): string {
  return chosenCurrency(storeCode) ?? currencyForStore(storeCode);
}

/** The currency amounts show in: the shopper's choice, else the store's default display currency. */
export function displayCurrency(storeCode: string, defaultDisplay: string | null | undefined): string | null {
  return chosenCurrency(storeCode) ?? defaultDisplay ?? null;
}

/** Saves a choice for this store: the next requests carry it (the caller reloads the page). */
export function chooseCurrency(storeCode: string, code: string): void {
  if (!CURRENCY_CODE.test(code)) return;
  setCurrencyCode(code);
  // The start-up saved the store already (spec §4); saved again so that the pair always agrees.
  if (getStoreCode() !== storeCode) setStoreCode(storeCode);
}

/** Magento's answer to a Content-Currency the store does not allow (HttpRequestProcessor's validator). */
export const CURRENCY_REJECTED = 'Please correct the target currency';

/**
 * Forgets a saved choice the backend refuses (the store stopped offering that currency): true when
 * there was one, and the request is worth sending again without it.
 */
export function forgetRejectedCurrency(storeCode: string, message: string): boolean {
  if (!message.includes(CURRENCY_REJECTED) || chosenCurrency(storeCode) === null) return false;
  removeCurrencyCode();
  return true;
}
