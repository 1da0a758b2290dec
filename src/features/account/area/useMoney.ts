import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** An amount as Magento's Money gives it. */
interface Money {
  value: number | null;
  currency: string | null;
}

/** Formats an order amount in its own currency and the shopper's locale. */
export function useMoney(): (money: Money | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (money) => (money?.value == null ? '' : intl.formatNumber(money.value, { style: 'currency', currency: money.currency ?? 'USD' })),
    [intl],
  );
}
