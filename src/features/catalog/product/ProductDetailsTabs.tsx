import { SafeHtml } from '../../../components/SafeHtml';
import { useT } from '../../../lib/i18n/useT';
import { MoreInformation } from './MoreInformation';
import { type ProductTab, ProductTabs } from './ProductTabs';
import { Reviews } from './reviews/Reviews';
import { TAB_KEYS } from './tabsAction';
import type { ProductDetail } from '../catalogTypes';

interface ProductDetailsTabsProps {
  product: ProductDetail;
  sku: string;
  guestsMayReview: boolean;
  reviewsEnabled: boolean;
}

/** Details (the description), More Information and Reviews. */
export function ProductDetailsTabs({ product, sku, guestsMayReview, reviewsEnabled }: ProductDetailsTabsProps) {
  const t = useT();
  const tabs: ProductTab[] = [
    { key: TAB_KEYS.details, label: t('catalog.tabs.details'), content: <SafeHtml html={product.description?.html} className="cms-content" /> },
    { key: TAB_KEYS.moreInformation, label: t('catalog.tabs.moreInformation'), content: <MoreInformation product={product} sku={sku} /> },
  ];
  if (reviewsEnabled && product.sku) {
    tabs.push({
      key: TAB_KEYS.reviews,
      label: t('catalog.tabs.reviews', { count: product.review_count }),
      content: <Reviews sku={product.sku} productName={product.name ?? product.sku} guestsMayWrite={guestsMayReview} />,
    });
  }
  return <ProductTabs tabs={tabs} />;
}
