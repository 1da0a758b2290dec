import { useId } from 'react';
import { useT } from '../../../lib/i18n/useT';
import type { MessageId } from '../../../lib/i18n/messages';

interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  error?: MessageId;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email';
  required?: boolean;
  autoComplete?: string;
  /** The most characters the backend keeps; the field takes no more. */
  maxLength?: number;
}

/** A labelled, required text input or text area with its validation message. */
export function TextField({ field, label, value, error, onChange, multiline, type = 'text', required = true, autoComplete, maxLength }: TextFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const props = {
    id,
    value,
    required,
    autoComplete,
    maxLength,
    className: 'product-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="product-form__group" data-field={field}>
      <label className="product-form__legend" htmlFor={id}>
        {label}
        {required && <span className="product-form__required" aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea {...props} rows={5} onChange={(e) => onChange(e.target.value)} /> : <input {...props} type={type} onChange={(e) => onChange(e.target.value)} />}
      {error && (
        <p id={errorId} className="product-form__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
