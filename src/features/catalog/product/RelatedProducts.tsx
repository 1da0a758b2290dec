import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { PriceRange } from '../../../components/Price';
import { type CarouselProduct, ProductCarousel } from '../../../components/ProductCarousel';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { productPath } from '../catalogUrls';
import { stockNote } from '../stockNote';
import { useCatalogConfig } from '../useCatalogConfig';
import { usePriceDisplay } from '../usePriceDisplay';
import { GET_RELATED_PRODUCTS } from './related.gql';
import type { ProductCardData } from '../catalogTypes';

/** Related products and upsells as product carousels (spec §9: 4 slides); ProductPage mounts them once it has painted (below the fold). */
export function RelatedProducts({ sku }: { sku: string }) {
  const t = useT();
  const display = usePriceDisplay();
  const { config } = useCatalogConfig();
  const { data: answer } = useQuery(GET_RELATED_PRODUCTS, { variables: { sku } });
  // The answer lands outside React's scheduling (a store update renders at once, in one piece): the
  // carousels render from a deferred copy, in slices that leave the page responsive.
  const data = useDeferredValue(answer);
  const product = data?.products?.items?.[0];
  const cards = (list: readonly (ProductCardData | null)[] | null | undefined): CarouselProduct[] =>
    presentItems(list).map((item) => ({
      key: item.uid,
      name: item.name ?? '',
      to: productPath(item.url_key, config.productUrlSuffix),
      image: item.small_image?.url ? { url: item.small_image.url, width: item.small_image.width, height: item.small_image.height } : null,
      stock: stockNote(item, t),
      price: (
        <PriceRange
          display={display}
          minimum={{ final: item.price_range.minimum_price.final_price.value ?? 0, regular: item.price_range.minimum_price.regular_price.value }}
          maximum={item.price_range.maximum_price ? { final: item.price_range.maximum_price.final_price.value ?? 0 } : null}
        />
      ),
    }));
  if (!product) return null;
  return (
    <>
      <ProductCarousel title={t('catalog.product.related')} products={cards(product.related_products)} />
      <ProductCarousel title={t('catalog.product.upsell')} products={cards(product.upsell_products)} />
    </>
  );
}
