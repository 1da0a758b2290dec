import { useT } from '../../../lib/i18n/useT';
import { CustomOptionInput } from './CustomOptionInput';
import { errorFor, errorId, FieldError } from './FieldError';
import { OptionPriceText } from './OptionPriceText';
import { customOptionsOf, isSelectable } from './productChoices';
import { fieldKey } from './validateChoices';
import type { PriceDisplay } from '../../../components/Price';
import type { ProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

/**
 * Customizable options (field, area, date, file, drop-down, radio, checkbox, multiple select), each
 * with its required marker and what it adds to the price.
 */
export function CustomOptions({ product, form, display }: { product: ProductDetail; form: ProductForm; display: PriceDisplay }) {
  const t = useT();
  return (
    <>
      {customOptionsOf(product).map((option) => {
        const field = fieldKey.custom(option.uid);
        const error = errorFor(form.errors, field);
        const grouped = isSelectable(option) && (option.__typename === 'CustomizableRadioOption' || option.__typename === 'CustomizableCheckboxOption');
        const title = (
          <>
            {option.title}
            {option.required && <span className="product-form__required" aria-hidden="true"> *</span>}
            {!isSelectable(option) && <OptionPriceText price={option.entered?.price} percent={option.entered?.price_type === 'PERCENT'} display={display} />}
          </>
        );
        const describedBy = error ? errorId(field) : undefined;
        if (grouped) {
          return (
            <fieldset key={option.uid} id={field} className="product-form__group" aria-describedby={describedBy}>
              <legend className="product-form__legend">
                {title}
                {/* The asterisk is hidden from assistive technology: the group's name says it in words. */}
                {option.required && <span className="visually-hidden"> ({t('catalog.product.required')})</span>}
              </legend>
              <CustomOptionInput option={option} field={field} form={form} display={display} invalid={Boolean(error)} />
              <FieldError error={error} />
            </fieldset>
          );
        }
        return (
          <div key={option.uid} className="product-form__group">
            <label className="product-form__legend" htmlFor={field}>
              {title}
              {option.required && <span className="visually-hidden"> ({t('catalog.product.required')})</span>}
            </label>
            <CustomOptionInput option={option} field={field} form={form} display={display} invalid={Boolean(error)} describedBy={describedBy} />
            <FieldError error={error} />
          </div>
        );
      })}
    </>
  );
}
