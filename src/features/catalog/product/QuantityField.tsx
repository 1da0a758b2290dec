import { useT } from '../../../lib/i18n/useT';
import { errorFor, errorId, FieldError } from './FieldError';
import { minQuantity } from './productChoices';
import { fieldKey } from './validateChoices';
import type { ProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

/** Quantity, starting at the product's minimum (spec §5 "product quantity must be at least a minimum"). */
export function QuantityField({ product, form }: { product: ProductDetail; form: ProductForm }) {
  const t = useT();
  const error = errorFor(form.errors, fieldKey.quantity);
  const min = minQuantity(product);
  const hintId = `${fieldKey.quantity}-hint`;
  const describedBy = [min > 1 ? hintId : '', error ? errorId(fieldKey.quantity) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="product-form__qty">
      <label htmlFor={fieldKey.quantity} className="product-form__legend">
        {t('catalog.product.quantity')}
      </label>
      <input
        id={fieldKey.quantity}
        className="product-form__input product-form__qty-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={product.max_sale_qty || undefined}
        step={1}
        value={form.choices.quantity}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        onChange={(event) => form.update({ quantity: event.target.value })}
      />
      {min > 1 && (
        <p id={hintId} className="product-form__hint">
          {t('catalog.product.qtyMinHint', { min })}
        </p>
      )}
      <FieldError error={error} />
    </div>
  );
}
