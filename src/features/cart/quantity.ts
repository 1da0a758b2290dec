import type { MessageId } from '../../lib/i18n/messages';

// Spec §8 bad input: a quantity the server would refuse never leaves the browser. Stock limits
// are the server's to judge (its refusal comes back in an alert, the cart unchanged).

export type QuantityCheck = { ok: true; value: number } | { ok: false; messageId: MessageId };

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

export function checkQuantity(input: string, allowDecimal = false): QuantityCheck {
  const textValue = input.trim();
  if (!NUMBER.test(textValue)) return { ok: false, messageId: 'cart.quantity.notNumber' };
  const value = Number(textValue.replace(',', '.'));
  if (!(value > 0)) return { ok: false, messageId: 'cart.quantity.notPositive' };
  if (!allowDecimal && !Number.isInteger(value)) return { ok: false, messageId: 'cart.quantity.notWhole' };
  if (value > 10000) return { ok: false, messageId: 'cart.quantity.tooMany' };
  return { ok: true, value };
}

/** Spec §4: the mini-cart's Update button shows only for an editable item whose edited quantity differs. */
export function showUpdateButton(edited: string, cartQuantity: number, editable: boolean): boolean {
  if (!editable) return false;
  const trimmed = edited.trim();
  return trimmed !== '' && Number(trimmed.replace(',', '.')) !== cartQuantity;
}
