import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useRef } from 'react';
import { ProductCarousel } from '../../components/ProductCarousel';
import { useNearViewport } from '../../lib/browser/nearViewport';
import { useT } from '../../lib/i18n/useT';
import { GET_BEST_SELLERS } from './bestSellers.gql';
import { useCarouselCards } from './useCarouselCards';

/** One more than a page of slides: the product page leaves its own product out. */
const BEST_SELLER_COUNT = 9;
/** Asked for once its place is within about a screen of the viewport: not in the page's load. */
const ASK_AHEAD_PX = 800;

interface BestSellersProps {
  /** The category page's category: its best sellers (subcategories included); none: the store's. */
  categoryUid?: string | null;
  /** The product page's own product, not offered to itself. */
  excludeUid?: string | null;
}

/**
 * The best-seller carousel (spec §2.3, catalogue and product pages) from the backend's sales: a brand
 * extension, so the caller renders it only where `__CAPABILITIES__.bestSellers` holds. Hidden when the
 * store has sold nothing there yet.
 */
export function BestSellers({ categoryUid = null, excludeUid = null }: BestSellersProps) {
  const t = useT();
  const cards = useCarouselCards();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, ASK_AHEAD_PX);
  const { data: answer } = useQuery(GET_BEST_SELLERS, { variables: { categoryUid, pageSize: BEST_SELLER_COUNT }, skip: !near });
  const data = useDeferredValue(answer);
  const products = cards(data?.bestSellers?.items).filter((card) => card.key !== excludeUid).slice(0, BEST_SELLER_COUNT - 1);
  if (products.length === 0) return <div ref={place} />;
  return <ProductCarousel title={t('catalog.bestSellers.title')} products={products} />;
}
