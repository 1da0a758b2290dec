import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** The shopping cart (spec §2.2 /checkout/cart); the cart issue fills it. */
export default function CartPage() {
  const t = useT();
  return <PlaceholderPage title={t('cart.page.title')} />;
}
