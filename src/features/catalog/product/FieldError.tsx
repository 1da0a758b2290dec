import { useT } from '../../../lib/i18n/useT';
import type { ChoiceError } from './validateChoices';

/** The id of a field's error text, for aria-describedby. */
export const errorId = (field: string): string => `${field}-error`;

export function errorFor(errors: readonly ChoiceError[], field: string): ChoiceError | undefined {
  return errors.find((error) => error.field === field);
}

/** A field's validation message, announced when it appears. */
export function FieldError({ error }: { error: ChoiceError | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={errorId(error.field)} className="product-form__error" role="alert">
      {t(error.message, error.values)}
    </p>
  );
}
