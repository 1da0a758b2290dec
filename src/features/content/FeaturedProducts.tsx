import { PriceRange } from '../../components/Price';
import { type CarouselProduct, ProductCarousel } from '../../components/ProductCarousel';
import { useT } from '../../lib/i18n/useT';
// The catalogue exports this hook for every feature that shows a price (store format, tax, hide-price).
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import type { FeaturedProduct } from './home.gql';

// A featured product is one the shopper can buy now: out-of-stock and discontinued ones stay in
// their category pages, where the stock note explains them.
export const buyable = (product: FeaturedProduct | null): product is FeaturedProduct =>
  product !== null && product.stock_status !== 'OUT_OF_STOCK' && !product.is_discontinued;

/** Spec §9 featured carousel (4.2 slides; 3, 2, 1 at 1024, 640, 480 px). */
export function FeaturedProducts({ items }: { items: ReadonlyArray<FeaturedProduct | null> }) {
  const t = useT();
  const display = usePriceDisplay();
  const suffix = useCatalogConfig().config.productUrlSuffix;
  const products: CarouselProduct[] = items.filter(buyable).map((product) => {
    const { minimum_price: min, maximum_price: max } = product.price_range;
    const image = product.small_image;
    return {
      key: product.uid,
      name: product.name ?? product.sku ?? '',
      to: `/${product.url_key ?? ''}${suffix}`,
      image: image?.url ? { url: image.url, width: image.width, height: image.height } : null,
      price: (
        <PriceRange
          display={display}
          minimum={{ final: min.final_price.value ?? 0, regular: min.regular_price.value }}
          maximum={max ? { final: max.final_price.value ?? 0, regular: max.regular_price.value } : null}
        />
      ),
    };
  });
  return <ProductCarousel title={t('home.featured.title')} products={products} preset="featured" />;
}
