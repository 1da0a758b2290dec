import { SHEET_CHIPS_OPTION_SKU, sheetColors, sheetForProduct } from '../repositories/catalog/sheets';
import { cartMessages, CartProblem } from './problems';
import type { CustomOptionChoice } from './buyRequest';
import type { CartCatalog } from './catalog';
import type { ProductRecord } from '../repositories/catalog/products';
import type { Database } from 'better-sqlite3';

/** Build Your Sheet's own refusals (brand module), in Magento's wording style; translated like Magento's. */
export const sheetMessages = {
  tooMany: (size: number): string => `A sheet holds at most ${size} chips.`,
  duplicate: (code: string): string => `The color "${code}" is already on the sheet.`,
  unknown: (code: string): string => `The color "${code}" is not available for this sheet.`,
  deactivated: (code: string): string => `The color "${code}" is temporarily deactivated.`,
} as const;

/** The chip codes of a sheet's field text: comma- or space-separated, upper-cased. */
export const sheetCodes = (text: string): string[] =>
  text.split(/[\s,;]+/).map((code) => code.trim().toUpperCase()).filter(Boolean);

/**
 * When `product` is a Build Your Sheet sheet, checks its chips (at least one, at most the sheet's size, each
 * colour once, each a colour of the category that is not deactivated) and writes them back in one spelling
 * ("SR-110,SB-120"), so the same sheet added twice is one line. Throws a CartProblem as Magento's option checks do.
 */
export const checkSheet = (db: Database, product: ProductRecord, catalog: CartCatalog, custom: CustomOptionChoice[]): void => {
  const sheet = sheetForProduct(db, product.id);
  const option = (catalog.customOptions.get(product.id) ?? []).find((o) => o.sku === SHEET_CHIPS_OPTION_SKU);
  if (!sheet || !option) return;
  const choice = custom.find((c) => c.option_id === option.id);
  const codes = sheetCodes(choice?.text ?? '');
  if (!choice || codes.length === 0) throw new CartProblem(cartMessages.requiredOptions);
  if (codes.length > sheet.size) throw new CartProblem(sheetMessages.tooMany(sheet.size), null, 'INVALID_PARAMETER_VALUE');
  const colors = sheetColors(db, sheet.category_id);
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw new CartProblem(sheetMessages.duplicate(code), null, 'INVALID_PARAMETER_VALUE');
    seen.add(code);
    const color = colors.get(code);
    if (!color) throw new CartProblem(sheetMessages.unknown(code), null, 'INVALID_PARAMETER_VALUE');
    if (!color.salable) throw new CartProblem(sheetMessages.deactivated(code), null, 'NOT_SALABLE');
  }
  choice.text = codes.join(',');
};
