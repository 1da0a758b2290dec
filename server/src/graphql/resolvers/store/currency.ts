import { bcp47 } from '../../../locale';
import { exchangeRates } from '../../../repositories/store/stores';
import { currencySymbol, priceFormat } from './priceFormat';
import type { Resolver } from '../types';

/** Magento's Currency for the store, plus the brand price_format of the request's currency. */
const currency: Resolver = (_parent, _args, { db, store, currencyCode }) => {
  const settings = store.settings;
  const locale = bcp47(settings.locale);
  const rates = exchangeRates(db, settings.base_currency_code);
  return {
    available_currency_codes: settings.allowed_currency_codes,
    base_currency_code: settings.base_currency_code,
    base_currency_symbol: currencySymbol(locale, settings.base_currency_code),
    default_display_currency_code: settings.default_display_currency_code,
    default_display_currency_symbol: currencySymbol(locale, settings.default_display_currency_code),
    exchange_rates: settings.allowed_currency_codes.map((code) => ({ currency_to: code, rate: rates.get(code) ?? null })),
    price_format: priceFormat(locale, currencyCode),
  };
};

export const currencyResolvers = {
  Query: { currency },
};
