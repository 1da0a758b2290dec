import { useQuery } from '@apollo/client/react';
import { Price } from '../../components/Price';
import { ProductCarousel } from '../../components/ProductCarousel';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../catalog/usePriceDisplay';
import { GET_CART_CROSS_SELLS, type CrossSellProduct } from './cartCarousel.gql';

/** Spec §9 cart carousel (preset 3 slides): what goes with the cart's products, minus what is in it. */
export function CartCarousel({ skus }: { skus: string[] }) {
  const t = useT();
  const display = usePriceDisplay();
  const { data } = useQuery(GET_CART_CROSS_SELLS, { variables: { skus }, skip: skus.length === 0 });
  const seen = new Set<string>(skus);
  const products: CrossSellProduct[] = [];
  for (const item of data?.products?.items ?? []) {
    for (const product of item.crosssell_products ?? []) {
      if (!product.sku || seen.has(product.sku)) continue;
      seen.add(product.sku);
      products.push(product);
    }
  }
  if (products.length === 0) return null;
  return (
    <ProductCarousel
      title={t('cart.crossSell')}
      preset="cart"
      products={products.map((p) => ({
        key: p.uid,
        name: p.name ?? p.sku ?? '',
        to: `/${p.url_key ?? ''}.html`,
        image: p.small_image?.url ? { url: p.small_image.url } : null,
        sku: p.sku,
        price: (
          <Price
            display={display}
            final={p.price_range.minimum_price.final_price.value ?? 0}
            regular={p.price_range.minimum_price.regular_price.value}
          />
        ),
      }))}
    />
  );
}
