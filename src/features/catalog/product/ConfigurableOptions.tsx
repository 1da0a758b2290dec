import { useT } from '../../../lib/i18n/useT';
import { errorFor, errorId, FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';
import { fieldKey } from './validateChoices';
import { isValueAvailable, optionsOf, valuesOf } from './variants';
import type { ConfigurableProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

/**
 * Configurable options as swatches: colours as colour dots, formats as text buttons. They are
 * radio buttons underneath (arrow keys move between values); a value that leads to no variant in
 * stock is marked and says so.
 */
export function ConfigurableOptions({ product, form }: { product: ConfigurableProductDetail; form: ProductForm }) {
  const t = useT();
  const { choices, update, errors } = form;
  return (
    <>
      {optionsOf(product).map((option) => {
        const code = option.attribute_code ?? option.uid;
        const field = fieldKey.configurable(code);
        const error = errorFor(errors, field);
        const values = valuesOf(option);
        const chosen = values.find((v) => v.uid === choices.configurable[code]);
        return (
          <fieldset key={option.uid} id={field} className="product-form__group swatches" aria-describedby={error ? errorId(field) : undefined}>
            <legend className="product-form__legend">
              {option.label}
              <RequiredMark />
              {chosen && <span className="swatches__chosen">: {chosen.label}</span>}
            </legend>
            <div className="swatches__values">
              {values.map((value) => {
                const isColor = value.swatch_data?.__typename === 'ColorSwatchData' && Boolean(value.swatch_data.value);
                const available = isValueAvailable(product, choices.configurable, code, value.uid);
                return (
                  <label key={value.uid} title={value.label ?? undefined} className={`swatch${isColor ? ' swatch--color' : ' swatch--text'}${available ? '' : ' swatch--unavailable'}`}>
                    <input
                      type="radio"
                      className="swatch__input"
                      name={field}
                      value={value.uid}
                      checked={choices.configurable[code] === value.uid}
                      onChange={() => update({ configurable: { ...choices.configurable, [code]: value.uid } })}
                      required
                    />
                    {isColor ? (
                      <>
                        <span className="swatch__dot" style={{ background: value.swatch_data?.value ?? undefined }} aria-hidden="true" />
                        <span className="visually-hidden">{value.label}</span>
                      </>
                    ) : (
                      <span className="swatch__text">{value.label}</span>
                    )}
                    {!available && <span className="visually-hidden"> {t('catalog.stock.out')}</span>}
                  </label>
                );
              })}
            </div>
            <FieldError error={error} />
          </fieldset>
        );
      })}
    </>
  );
}
