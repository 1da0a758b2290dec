import { useAppSelector } from '../../app/hooks';
import { loadPage } from '../../lib/browser/location';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { chooseCurrency, displayCurrency } from '../../shared/store/currencyChoice';
import { HeaderPicker } from './HeaderPicker';

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Spec §1 multi-currency: where the store offers more than one currency (Magento's
 * available_currency_codes, already in the start-up store config), the shopper picks one. The choice is
 * saved (currency_code cookie) and the page loads again: every request then carries it as
 * Content-Currency, so every price, total and the cart come back in it.
 */
export default function CurrencySwitcher({ className }: { className?: string }) {
  const t = useT();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const currency = useAppSelector((state) => state.app.currency);
  const locale = useAppSelector((state) => state.app.storeConfig?.locale) ?? 'en_US';
  const codes = presentItems(currency?.available_currency_codes);
  const shown = displayCurrency(storeCode, currency?.default_display_currency_code);
  if (codes.length < 2 || !shown) return null;
  return (
    <HeaderPicker
      className={className}
      name={t('shell.currency.label')}
      current={shown}
      choices={codes.map((code) => ({ key: code, label: `${code} · ${currencyName(code, locale)}`, current: code === shown }))}
      onPick={(code) => {
        chooseCurrency(storeCode, code);
        loadPage(window.location.href);
      }}
    />
  );
}
