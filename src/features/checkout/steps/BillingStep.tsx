import { Button, Checkbox } from 'antd';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { AddressChooser } from '../AddressChooser';
import type { CustomerAddress } from '../../account';
import type { CartAddress } from '../../cart';
import type { BillingAddressChoice } from '../checkout.gql';

/**
 * Step 3: the billing address, 'same as shipping' by default (not for carts with nothing to ship). The tick is
 * checkout state (sameAs), kept per cart for the tab's session (a reload shows the form the shopper left): the
 * one-step page saves a ticked billing address with each shipping address.
 */
export function BillingStep({ isVirtual, sameAs, onSameAsChange, addresses, current, preferredId, defaultId, busy, onSubmit }: {
  isVirtual: boolean;
  sameAs: boolean;
  onSameAsChange: (same: boolean) => void;
  addresses: readonly CustomerAddress[];
  current: CartAddress | null;
  preferredId: number | null;
  defaultId: number | null;
  busy: boolean;
  onSubmit: (choice: BillingAddressChoice) => void;
}) {
  const t = useT();
  const same = sameAs && !isVirtual;
  return (
    <div className="checkout-billing">
      {!isVirtual && (
        <Checkbox className="checkout-billing__same" checked={same} disabled={busy} onChange={(event) => onSameAsChange(event.target.checked)}>
          {t('checkout.billing.sameAsShipping')}
        </Checkbox>
      )}
      {same ? (
        <div className="checkout-actions">
          <Button type="primary" loading={busy} {...busyButtonProps(busy, () => onSubmit({ same_as_shipping: true }))} autoInsertSpace={false}>
            {t('checkout.continue')}
          </Button>
        </div>
      ) : (
        <AddressChooser
          name="checkoutBilling"
          addresses={addresses}
          current={current}
          preferredId={preferredId}
          defaultId={defaultId}
          busy={busy}
          submitLabel={t('checkout.continue')}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
