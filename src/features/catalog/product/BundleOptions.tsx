import { useT } from '../../../lib/i18n/useT';
import { errorFor, errorId, FieldError } from './FieldError';
import { OptionPriceText } from './OptionPriceText';
import { bundleItemsOf, selectionsOf } from './productChoices';
import { RequiredMark } from './RequiredMark';
import { fieldKey } from './validateChoices';
import type { PriceDisplay } from '../../../components/Price';
import type { BundleItem, BundleProductDetail, BundleSelection } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

interface BundleOptionsProps {
  product: BundleProductDetail;
  form: ProductForm;
  display: PriceDisplay;
}

const single = (item: BundleItem) => item.type === 'radio' || item.type === 'select';

/** What one selection costs: a dynamic bundle charges the product's price, a fixed one the selection's. */
function selectionAdder(selection: BundleSelection, dynamic: boolean): { price: number | null; percent: boolean } {
  if (dynamic) return { price: selection.product?.price_range.minimum_price.final_price.value ?? selection.price, percent: false };
  return { price: selection.price, percent: selection.price_type === 'PERCENT' };
}

/** Bundle items: one choice (radio / drop-down) or several (checkbox / multi), with quantities. */
export function BundleOptions({ product, form, display }: BundleOptionsProps) {
  const t = useT();
  const { choices, update, errors } = form;
  const dynamic = product.dynamic_price !== false;
  const choose = (item: BundleItem, uids: string[]) => item.uid && update({ bundle: { ...choices.bundle, [item.uid]: uids } });
  return (
    <>
      {bundleItemsOf(product).map((item) => {
        if (!item.uid) return null;
        const field = fieldKey.bundle(item.uid);
        const error = errorFor(errors, field);
        const chosen = choices.bundle[item.uid] ?? [];
        return (
          <fieldset key={item.uid} id={field} className="product-form__group" aria-describedby={error ? errorId(field) : undefined}>
            <legend className="product-form__legend">
              {item.title}
              {item.required && <RequiredMark />}
            </legend>
            <ul className="product-form__choices">
              {!item.required && single(item) && (
                <li>
                  <label className="product-form__choice">
                    <input type="radio" name={field} checked={chosen.length === 0} onChange={() => choose(item, [])} />
                    <span>{t('catalog.product.none')}</span>
                  </label>
                </li>
              )}
              {selectionsOf(item).map((selection) => {
                const checked = chosen.includes(selection.uid);
                const adder = selectionAdder(selection, dynamic);
                const quantity = choices.bundleQty[selection.uid] ?? selection.quantity ?? 1;
                return (
                  <li key={selection.uid} className="product-form__bundle-row">
                    <label className="product-form__choice">
                      <input
                        type={single(item) ? 'radio' : 'checkbox'}
                        name={field}
                        checked={checked}
                        onChange={() => choose(item, single(item) ? [selection.uid] : checked ? chosen.filter((u) => u !== selection.uid) : [...chosen, selection.uid])}
                      />
                      <span>
                        {/* A fixed quantity is part of the choice: "2 × Sleeve" reads the same in every language. */}
                        {selection.can_change_quantity ? selection.label : `${quantity} × ${selection.label ?? ''}`}
                        <OptionPriceText price={adder.price} percent={adder.percent} display={display} />
                      </span>
                    </label>
                    {selection.can_change_quantity && checked && (
                      <label className="product-form__bundle-qty">
                        <span className="visually-hidden">{t('catalog.product.quantityOf', { label: selection.label ?? '' })}</span>
                        <input
                          type="number"
                          min={1}
                          inputMode="numeric"
                          value={quantity}
                          onChange={(event) => update({ bundleQty: { ...choices.bundleQty, [selection.uid]: Math.max(1, Math.floor(Number(event.target.value) || 1)) } })}
                        />
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
            <FieldError error={error} />
          </fieldset>
        );
      })}
    </>
  );
}
