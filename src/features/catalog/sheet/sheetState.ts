import type { CartItemInput } from '../../../lib/graphql/generated';

/** A colour the shopper can put on the sheet; a deactivated one (out of stock) is shown and cannot be picked. */
export interface SheetColor {
  code: string;
  name: string;
  hex: string;
  active: boolean;
}

/** What picking a colour did (or why it did nothing): said to the shopper in the live region. */
export type PickOutcome = 'added' | 'removed' | 'full' | 'deactivated';

/** The option value SKU of the sheet product's field that takes the chip codes (server: catalog_category_sheets). */
export const CHIPS_OPTION_SKU = 'CHIPS';

/**
 * Picks a colour, or takes it off when it is already on the sheet (a chip button toggles). A deactivated
 * colour is never added, nor one more than the sheet holds. Pure: the builder's state is the list of codes.
 */
export function pickColor(chips: readonly string[], size: number, color: SheetColor): { chips: string[]; outcome: PickOutcome } {
  if (chips.includes(color.code)) return { chips: chips.filter((code) => code !== color.code), outcome: 'removed' };
  if (!color.active) return { chips: [...chips], outcome: 'deactivated' };
  if (chips.length >= size) return { chips: [...chips], outcome: 'full' };
  return { chips: [...chips, color.code], outcome: 'added' };
}

/** Takes one chip off the sheet; the others keep their order. */
export const removeChip = (chips: readonly string[], code: string): string[] => chips.filter((c) => c !== code);

/** The sheet's slots, filled ones first: each a code or null (an empty slot). */
export const sheetSlots = (chips: readonly string[], size: number): Array<string | null> =>
  Array.from({ length: Math.max(size, chips.length) }, (_, index) => chips[index] ?? null);

/** Chips of a deactivated or unknown colour (deactivated since they were picked): not sent, shown as such. */
export const unavailableChips = (chips: readonly string[], colors: ReadonlyMap<string, SheetColor>): string[] =>
  chips.filter((code) => !colors.get(code)?.active);

/**
 * The sheet as one Magento cart item: the sheet product's SKU, quantity 1, and the chip codes, comma-separated,
 * in the field option (entered_options takes the option value's uid).
 */
export function sheetCartItem(sku: string, chipsOptionUid: string, chips: readonly string[]): CartItemInput {
  return { sku, quantity: 1, entered_options: [{ uid: chipsOptionUid, value: chips.join(',') }] };
}
