import { memo } from 'react';
import { PriceRange, type PriceDisplay } from '../../../components/Price';
import { ProductCard } from '../../../components/ProductCard';
import { SafeHtml } from '../../../components/SafeHtml';
import { useT } from '../../../lib/i18n/useT';
import { productPath } from '../../../shared/catalog/catalogUrls';
import { stockNote } from '../stockNote';
import type { ListMode } from '../../../shared/catalog/useCatalogConfig';
import type { ProductCardData } from '../catalogTypes';

interface ListingItemProps {
  product: ProductCardData;
  display: PriceDisplay;
  productUrlSuffix: string;
  mode: ListMode;
  eager: boolean;
  buildYourSheet?: boolean;
}

/**
 * One product of a listing as a card with its price range and stock note. Memoised: a filter, sort or page
 * change re-renders the listing at once (the chosen box stays ticked) while the cards stay those of the
 * last answer, so that click does not re-render every card in one blocking piece.
 */
export const ListingItem = memo(function ListingItem({ product, display, productUrlSuffix, mode, eager, buildYourSheet }: ListingItemProps) {
  const t = useT();
  const { minimum_price: min, maximum_price: max } = product.price_range;
  const image = product.small_image?.url ? { url: product.small_image.url, width: product.small_image.width, height: product.small_image.height } : null;
  return (
    <ProductCard
      name={product.name ?? product.sku ?? ''}
      to={productPath(product.url_key, productUrlSuffix)}
      image={image}
      layout={mode}
      eager={eager}
      description={product.short_description?.html ? <SafeHtml html={product.short_description.html} /> : null}
      stock={stockNote(product, t, buildYourSheet)}
      price={
        <PriceRange
          display={display}
          minimum={{ final: min.final_price.value ?? 0, regular: min.regular_price.value }}
          maximum={max ? { final: max.final_price.value ?? 0, regular: max.regular_price.value } : null}
        />
      }
    />
  );
});
