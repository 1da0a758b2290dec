import { roundPrice } from '../../../repositories/catalog/moneyJson';
import { exchangeRates, findStore } from '../../../repositories/store/stores';
import { money } from '../catalog/prices';
import type { Database } from 'better-sqlite3';

/**
 * Magento's base_grand_total: the amount in the website's base currency. Every store view prices in its own
 * currency, so this is the order's own amount, except where a store sells in another currency than its
 * website's base (hk_tc in HKD on the USD website): then it is converted back with the store's rate.
 */
export const baseGrandTotal = (db: Database, storeCode: string, currency: string, amount: number): unknown => {
  const base = findStore(db, storeCode)?.settings.base_currency_code ?? currency;
  const rate = base === currency ? 1 : exchangeRates(db, base).get(currency);
  return rate ? money(roundPrice(amount / rate), base) : money(amount, currency);
};
