import { useCallback, useMemo, useState } from 'react';
import { initialChoices, type ProductChoices } from './productChoices';
import { unitPrice } from './productPrice';
import { validateChoices, type ChoiceError } from './validateChoices';
import { findVariant } from './variants';
import type { ProductDetail } from '../catalogTypes';

export interface ProductForm {
  choices: ProductChoices;
  update: (change: Partial<ProductChoices>) => void;
  /** The chosen variant of a configurable product, once every option is chosen. */
  variant: ReturnType<typeof findVariant>;
  price: ReturnType<typeof unitPrice>;
  /** Errors show once the shopper tried to add to the cart, then follow every change. */
  errors: ChoiceError[];
  /** Marks the form as submitted and returns the errors (none: the choices may go to the cart). */
  submit: () => ChoiceError[];
}

/** The product page's form state: choices, the variant and price they lead to, and validation. */
export function useProductChoices(product: ProductDetail): ProductForm {
  const [choices, setChoices] = useState<ProductChoices>(() => initialChoices(product));
  const [submitted, setSubmitted] = useState(false);
  const update = useCallback((change: Partial<ProductChoices>) => setChoices((prev) => ({ ...prev, ...change })), []);
  const variant = useMemo(() => findVariant(product, choices.configurable), [product, choices.configurable]);
  const price = useMemo(() => unitPrice(product, choices), [product, choices]);
  const allErrors = useMemo(() => validateChoices(product, choices), [product, choices]);
  const submit = useCallback(() => {
    setSubmitted(true);
    return allErrors;
  }, [allErrors]);
  return { choices, update, variant, price, errors: submitted ? allErrors : [], submit };
}
