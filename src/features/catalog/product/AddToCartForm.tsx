import { type FormEvent } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
// The cart feature's hook on purpose: it adds the items, notifies and opens the add-to-cart popup.
import { useAddToCart } from '../../cart';
import { buildCartItems } from '../addToCartRequest';
import { BundleOptions } from './BundleOptions';
import { ConfigurableOptions } from './ConfigurableOptions';
import { CustomOptions } from './CustomOptions';
import { DownloadableLinks } from './DownloadableLinks';
import { QuantityField } from './QuantityField';
import type { PriceDisplay } from '../../../components/Price';
import type { ProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

interface AddToCartFormProps {
  product: ProductDetail;
  form: ProductForm;
  display: PriceDisplay;
  /** Out of stock or discontinued: options stay visible, the cart button does not. */
  purchasable: boolean;
}

/** Focus the first field with a problem: a fieldset's first input, else the field itself. */
function focusField(field: string): void {
  const element = document.getElementById(field);
  const target = element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select, textarea') : element;
  target?.focus();
}

/** The product form: the type's options, quantity and Add to Cart (validated first). */
export function AddToCartForm({ product, form, display, purchasable }: AddToCartFormProps) {
  const t = useT();
  const { addToCart, adding } = useAddToCart();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = form.submit();
    if (errors[0]) {
      focusField(errors[0].field);
      return;
    }
    // The cart shows its own success notification, alert or error: nothing more to say here.
    await addToCart(buildCartItems(product, form.choices));
  };

  return (
    <form className="product-form" noValidate onSubmit={(event) => void submit(event)}>
      {product.__typename === 'ConfigurableProduct' && <ConfigurableOptions product={product} form={form} />}
      {product.__typename === 'BundleProduct' && <BundleOptions product={product} form={form} display={display} />}
      {product.__typename === 'DownloadableProduct' && <DownloadableLinks product={product} form={form} display={display} />}
      <CustomOptions product={product} form={form} display={display} />
      {purchasable && (
        <div className="product-form__actions">
          <QuantityField product={product} form={form} />
          {/* Busy, not disabled, while adding: closing the add-to-cart popup brings focus back here. */}
          <button type="submit" className="button button--primary product-form__submit" {...busyButtonProps(adding)}>
            {t('catalog.product.addToCart')}
          </button>
        </div>
      )}
    </form>
  );
}
