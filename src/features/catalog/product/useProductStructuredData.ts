import { useMemo } from 'react';
import { SITE } from '../../../lib/config/site';
import { useStructuredData } from '../../../lib/seo/headElements';
import { plainText, productData } from '../../../lib/seo/structuredData';
import type { ImageData, ProductDetail } from '../catalogTypes';

interface Facts {
  product: ProductDetail;
  sku: string;
  canonical: string;
  images: ImageData[];
  inStock: boolean;
  pricesHidden: boolean;
}

/** schema.org Product for the page (spec: Product structured data); no offer where prices are hidden. */
export function useProductStructuredData({ product, sku, canonical, images, inStock, pricesHidden }: Facts): void {
  const data = useMemo(() => {
    const { minimum_price: min, maximum_price: max } = product.price_range;
    return productData({
      name: product.name ?? sku,
      sku,
      url: canonical,
      description: plainText(product.short_description?.html || product.description?.html, 500) || null,
      images: images.flatMap((image) => (image.url ? [image.url] : [])),
      currency: min.final_price.currency ?? 'USD',
      lowPrice: pricesHidden ? null : (min.final_price.value ?? 0),
      highPrice: pricesHidden ? null : max?.final_price.value,
      inStock,
      rating: product.review_count > 0 ? { value: product.rating_summary / 20, count: product.review_count } : null,
      brand: SITE.brandName,
    });
  }, [product, sku, canonical, images, inStock, pricesHidden]);
  useStructuredData('product', data);
}
