import { Price, type PriceDisplay, PriceRange } from '../../../components/Price';
import type { ProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

/**
 * The product page's price for the current choices. Until a configurable product names a variant,
 * or a downloadable one has a link chosen, the product's range shows ("From … to …").
 */
export function ProductPrice({ product, form, display }: { product: ProductDetail; form: ProductForm; display: PriceDisplay }) {
  const { minimum_price: min, maximum_price: max } = product.price_range;
  const undecided =
    (product.__typename === 'ConfigurableProduct' && !form.variant) ||
    (product.__typename === 'DownloadableProduct' && Boolean(product.links_purchased_separately) && form.choices.links.length === 0);
  return (
    <div className="product-page__price" aria-live="polite">
      {undecided ? (
        <PriceRange
          display={display}
          size="large"
          minimum={{ final: min.final_price.value ?? 0, regular: min.regular_price.value }}
          maximum={max ? { final: max.final_price.value ?? 0, regular: max.regular_price.value } : null}
        />
      ) : (
        <Price display={display} size="large" final={form.price.final} regular={form.price.regular} />
      )}
    </div>
  );
}
