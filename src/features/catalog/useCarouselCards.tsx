import { PriceRange } from '../../components/Price';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { productPath } from '../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { stockNote } from './stockNote';
import type { ProductCardData } from './catalogTypes';
import type { CarouselProduct } from '../../components/ProductCarousel';

/** Product card data (ProductCardFields) as the slides of a product carousel: link, image, stock and price. */
export function useCarouselCards(): (list: readonly (ProductCardData | null)[] | null | undefined) => CarouselProduct[] {
  const t = useT();
  const display = usePriceDisplay();
  const { config } = useCatalogConfig();
  return (list) => presentItems(list).map((item) => ({
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
}
