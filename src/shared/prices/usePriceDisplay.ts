import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { type PriceDisplay } from '../../components/Price';
import { priceFormatFrom } from '../../lib/format/money';
import { useCatalogConfig } from '../catalog/useCatalogConfig';
import { displayCurrency } from '../store/currencyChoice';
import { pricesIncludeTax, taxSuffix } from '../store/stores';
import { usePricesVisible } from './usePricesVisible';

/**
 * How prices show in the current store, for <Price>/<PriceRange>: the backend's price_format (else Intl's), the
 * store's tax suffix, and hide-price (usePricesVisible: prices only for logged-in shoppers). Exported for every
 * feature that shows a price.
 */
export function usePriceDisplay(): PriceDisplay {
  const { currency } = useCatalogConfig();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const fallbackSymbol = useAppSelector((state) => state.app.currency?.default_display_currency_symbol);
  const vatValid = useAppSelector((state) => state.app.vatValid);
  // The one hide-price decision (spec §6), shared with every other feature.
  const pricesVisible = usePricesVisible();
  const rawFormat = currency?.price_format;
  const symbol = currency?.default_display_currency_symbol ?? fallbackSymbol;
  // Without the brand's price_format (stock Magento), Intl writes the store's currency in its locale.
  const locale = useAppSelector((state) => state.app.storeConfig?.locale);
  const currencyCode = displayCurrency(storeCode, currency?.default_display_currency_code);
  return useMemo(
    () => ({
      format: priceFormatFrom(rawFormat, symbol, { locale, currency: currencyCode }),
      taxSuffix: taxSuffix(storeCode, pricesIncludeTax(vatValid)),
      hidden: !pricesVisible,
    }),
    [rawFormat, symbol, locale, currencyCode, storeCode, vatValid, pricesVisible],
  );
}
