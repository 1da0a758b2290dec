import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Order success (spec §2.2 /checkout/onepage/success/); the checkout issue fills it. */
export default function CheckoutSuccessPage() {
  const t = useT();
  return <PlaceholderPage title={t('checkout.success.title')} />;
}
