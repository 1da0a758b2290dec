import { useQuery } from '@apollo/client/react';
import { Price } from '../../components/Price';
import { type CarouselProduct, ProductCarousel } from '../../components/ProductCarousel';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { productPath } from '../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { GET_CART_CROSS_SELLS, type CrossSellProduct } from './cartCarousel.gql';

/** Suggestion products as carousel cards, priced in the store's way; `skip` lists SKUs not to suggest. */
export function useSuggestionCards(products: readonly CrossSellProduct[], skip: readonly string[]): CarouselProduct[] {
  const display = usePriceDisplay();
  const { config } = useCatalogConfig();
  const seen = new Set<string>(skip);
  const cards: CarouselProduct[] = [];
  for (const p of products) {
    if (!p.sku || seen.has(p.sku)) continue;
    seen.add(p.sku);
    cards.push({
      key: p.uid,
      name: p.name ?? p.sku,
      // Spec §2.2: the store's product URL suffix, as every other product link.
      to: productPath(p.url_key, config.productUrlSuffix),
      image: p.small_image?.url ? { url: p.small_image.url } : null,
      sku: p.sku,
      price: (
        <Price
          display={display}
          final={p.price_range.minimum_price.final_price.value ?? 0}
          regular={p.price_range.minimum_price.regular_price.value}
        />
      ),
    });
  }
  return cards;
}

/** Spec §9 cart carousel (preset 3 slides): what goes with the cart's products, minus what is in it. */
export function CartCarousel({ skus }: { skus: string[] }) {
  const t = useT();
  const { data } = useQuery(GET_CART_CROSS_SELLS, { variables: { skus }, skip: skus.length === 0 });
  const cards = useSuggestionCards(presentItems(data?.products?.items).flatMap((item) => presentItems(item.crosssell_products)), skus);
  if (cards.length === 0) return null;
  return <ProductCarousel title={t('cart.crossSell')} preset="cart" products={cards} />;
}
