import { codePointLength } from '../../../lib/validation/codePoints';
import { bundleItemsOf, chosenValues, customOptionsOf, enteredText, isSelectable, minQuantity, type ProductChoices } from './productChoices';
import { optionsOf } from './variants';
import type { MessageId } from '../../../lib/i18n/messages';
import type { ProductDetail } from '../catalogTypes';

/** A problem with one field of the product form: its key (for focus and aria) and the message. */
export interface ChoiceError {
  field: string;
  message: MessageId;
  values?: Record<string, string | number>;
}

/** Field keys, shared by the inputs (ids) and the errors that point at them. */
export const fieldKey = {
  quantity: 'qty',
  configurable: (code: string) => `super-${code}`,
  bundle: (itemUid: string) => `bundle-${itemUid}`,
  links: 'links',
  custom: (optionUid: string) => `option-${optionUid}`,
};

/** Spec §5: product quantity must be at least the minimum (min_sale_qty), and at most max_sale_qty. */
export function validateQuantity(product: ProductDetail, text: string): ChoiceError | null {
  const quantity = Number(text.trim());
  if (!text.trim() || !Number.isFinite(quantity) || quantity <= 0 || !Number.isInteger(quantity)) {
    return { field: fieldKey.quantity, message: 'catalog.product.qtyInvalid' };
  }
  const min = minQuantity(product);
  if (quantity < min) return { field: fieldKey.quantity, message: 'catalog.product.qtyMin', values: { min } };
  const max = product.max_sale_qty;
  if (typeof max === 'number' && max > 0 && quantity > max) return { field: fieldKey.quantity, message: 'catalog.product.qtyMax', values: { max } };
  return null;
}

/** Every problem that stops the current choices from going into the cart, in the form's order. */
export function validateChoices(product: ProductDetail, choices: ProductChoices): ChoiceError[] {
  const errors: ChoiceError[] = [];
  const required = (field: string) => errors.push({ field, message: 'validator.required' });
  for (const option of optionsOf(product)) {
    if (option.attribute_code && !choices.configurable[option.attribute_code]) required(fieldKey.configurable(option.attribute_code));
  }
  for (const item of bundleItemsOf(product)) {
    if (item.uid && item.required && (choices.bundle[item.uid] ?? []).length === 0) required(fieldKey.bundle(item.uid));
  }
  if (product.__typename === 'DownloadableProduct' && product.links_purchased_separately && (product.downloadable_product_links ?? []).length > 0 && choices.links.length === 0) {
    errors.push({ field: fieldKey.links, message: 'catalog.product.linksRequired' });
  }
  for (const option of customOptionsOf(product)) {
    const field = fieldKey.custom(option.uid);
    if (isSelectable(option)) {
      if (option.required && chosenValues(choices, option.uid).length === 0) required(field);
      continue;
    }
    const text = enteredText(choices, option.uid).trim();
    if (option.required && !text) required(field);
    const max = option.__typename === 'CustomizableFieldOption' || option.__typename === 'CustomizableAreaOption' ? option.entered?.max_characters : null;
    if (text && max && codePointLength(text) > max) errors.push({ field, message: 'catalog.product.maxCharacters', values: { max } });
  }
  const quantity = validateQuantity(product, choices.quantity);
  if (quantity) errors.push(quantity);
  return errors;
}
