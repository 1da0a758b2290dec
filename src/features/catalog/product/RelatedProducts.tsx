import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect } from 'react';
import { ProductCarousel } from '../../../components/ProductCarousel';
import { useT } from '../../../lib/i18n/useT';
import { useCarouselCards } from '../useCarouselCards';
import { GET_RELATED_PRODUCTS } from './related.gql';

interface RelatedProductsProps {
  sku: string;
  /** Called once the carousels are in place (or known to be empty): what follows them on the page may then measure where it is. */
  onSettled?: () => void;
}

/** Related products and upsells as product carousels (spec §9: 4 slides); ProductPage mounts them once it has painted (below the fold). */
export function RelatedProducts({ sku, onSettled }: RelatedProductsProps) {
  const t = useT();
  const cards = useCarouselCards();
  const { data: answer, error } = useQuery(GET_RELATED_PRODUCTS, { variables: { sku } });
  // The answer lands outside React's scheduling (a store update renders at once, in one piece): the
  // carousels render from a deferred copy, in slices that leave the page responsive.
  const data = useDeferredValue(answer);
  const settled = data !== undefined || error !== undefined;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const product = data?.products?.items?.[0];
  if (!product) return null;
  return (
    <>
      <ProductCarousel title={t('catalog.product.related')} products={cards(product.related_products)} />
      <ProductCarousel title={t('catalog.product.upsell')} products={cards(product.upsell_products)} />
    </>
  );
}
