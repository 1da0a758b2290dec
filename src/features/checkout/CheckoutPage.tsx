import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Checkout (spec §2.2 /checkout, the page identified as 'checkout'); the checkout issue fills it. */
export default function CheckoutPage() {
  const t = useT();
  return <PlaceholderPage title={t('checkout.page.title')} />;
}
