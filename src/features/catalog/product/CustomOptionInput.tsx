import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { codePointLength } from '../../../lib/validation/codePoints';
import { optionAdder, OptionPriceText } from './OptionPriceText';
import { chosenValues, enteredText } from './productChoices';
import { useLimitedText } from './useLimitedText';
import type { PriceDisplay } from '../../../components/Price';
import type { CustomOption, SelectableValue } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

interface CustomOptionInputProps {
  option: CustomOption;
  field: string;
  form: ProductForm;
  display: PriceDisplay;
  invalid: boolean;
  describedBy?: string;
}

const DATE_INPUT = { DATE: 'date', DATE_TIME: 'datetime-local', TIME: 'time' } as const;

const sorted = (values: readonly (SelectableValue | null)[] | null): SelectableValue[] => presentItems(values).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** The input of one custom option, by its type. */
export function CustomOptionInput({ option, field, form, display, invalid, describedBy }: CustomOptionInputProps) {
  const t = useT();
  const { choices, update } = form;
  const set = (value: string | readonly string[]) => update({ custom: { ...choices.custom, [option.uid]: value } });
  const common = { id: field, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, required: Boolean(option.required) };
  const text = enteredText(choices, option.uid);
  const chosen = chosenValues(choices, option.uid);
  const valueText = (value: SelectableValue) => value.title ?? '';
  // Inside <option> only text is allowed: the price adder is written out.
  const optionText = (value: SelectableValue) => [valueText(value), optionAdder(value.price, value.price_type === 'PERCENT', display)].filter(Boolean).join(' ');

  const limited = useLimitedText(text, set);

  switch (option.__typename) {
    case 'CustomizableFieldOption':
      return <input {...common} type="text" className="product-form__input" value={text} {...limited(option.entered?.max_characters)} />;
    case 'CustomizableAreaOption': {
      const max = option.entered?.max_characters;
      return (
        <>
          <textarea {...common} className="product-form__input" rows={4} value={text} {...limited(max)} />
          {max ? <p className="product-form__hint">{t('catalog.product.charactersLeft', { count: Math.max(0, max - codePointLength(text)) })}</p> : null}
        </>
      );
    }
    case 'CustomizableDateOption':
      return <input {...common} type={DATE_INPUT[option.entered?.type ?? 'DATE']} className="product-form__input" value={text} onChange={(e) => set(e.target.value)} />;
    case 'CustomizableFileOption': {
      const accept = (option.entered?.file_extension ?? '').split(',').map((ext) => ext.trim()).filter(Boolean).map((ext) => `.${ext}`).join(',');
      return (
        <>
          <input {...common} type="file" className="product-form__file" accept={accept || undefined} onChange={(e) => set(e.target.files?.[0]?.name ?? '')} />
          {accept && <p className="product-form__hint">{t('catalog.product.fileTypes', { types: option.entered?.file_extension ?? '' })}</p>}
        </>
      );
    }
    case 'CustomizableDropDownOption':
      return (
        <select {...common} className="product-form__input" value={chosen[0] ?? ''} onChange={(e) => set(e.target.value)}>
          <option value="">{t('catalog.product.pleaseSelect')}</option>
          {sorted(option.values).map((value) => (
            <option key={value.uid} value={value.uid}>
              {optionText(value)}
            </option>
          ))}
        </select>
      );
    case 'CustomizableMultipleOption':
      return (
        <select {...common} multiple className="product-form__input" value={[...chosen]} onChange={(e) => set(Array.from(e.target.selectedOptions, (o) => o.value))}>
          {sorted(option.values).map((value) => (
            <option key={value.uid} value={value.uid}>
              {optionText(value)}
            </option>
          ))}
        </select>
      );
    default: {
      const radio = option.__typename === 'CustomizableRadioOption';
      return (
        <ul className="product-form__choices">
          {radio && !option.required && (
            <li>
              <label className="product-form__choice">
                <input type="radio" name={field} checked={chosen.length === 0} onChange={() => set('')} />
                <span>{t('catalog.product.none')}</span>
              </label>
            </li>
          )}
          {sorted(option.values).map((value) => {
            const checked = chosen.includes(value.uid);
            return (
              <li key={value.uid}>
                <label className="product-form__choice">
                  <input
                    type={radio ? 'radio' : 'checkbox'}
                    name={field}
                    checked={checked}
                    aria-invalid={invalid || undefined}
                    onChange={() => set(radio ? value.uid : checked ? chosen.filter((u) => u !== value.uid) : [...chosen, value.uid])}
                  />
                  <span>
                    {valueText(value)}
                    <OptionPriceText price={value.price} percent={value.price_type === 'PERCENT'} display={display} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      );
    }
  }
}
