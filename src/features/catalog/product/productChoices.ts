import { presentItems } from '../../../lib/graphql/present';
import type { BundleItem, BundleSelection, CustomOption, ProductDetail, SelectableOption } from '../catalogTypes';
import type { ConfigurableSelection } from './variants';

/** Everything a shopper chooses on a product page before adding it to the cart. */
export interface ProductChoices {
  /** As typed; validated on add to cart. */
  quantity: string;
  configurable: ConfigurableSelection;
  /** Bundle item uid → chosen selection uids. */
  bundle: Readonly<Record<string, readonly string[]>>;
  /** Bundle selection uid → quantity, where the shopper may change it. */
  bundleQty: Readonly<Record<string, number>>;
  /** Downloadable link uids. */
  links: readonly string[];
  /** Custom option uid → entered text, or chosen value uids. */
  custom: Readonly<Record<string, string | readonly string[]>>;
}

export const SELECTABLE_KINDS = new Set(['CustomizableDropDownOption', 'CustomizableRadioOption', 'CustomizableCheckboxOption', 'CustomizableMultipleOption']);

export const isSelectable = (option: CustomOption): option is SelectableOption => SELECTABLE_KINDS.has(option.__typename);

export const bundleItemsOf = (product: ProductDetail): BundleItem[] =>
  (product.__typename === 'BundleProduct' ? presentItems(product.items) : []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/** A bundle item's selections that are there. */
export const selectionsOf = (item: BundleItem): BundleSelection[] => presentItems(item.options);

export const customOptionsOf = (product: ProductDetail): CustomOption[] =>
  presentItems(product.options).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** Magento's minimum sale quantity, at least 1. */
export const minQuantity = (product: ProductDetail): number => Math.max(1, product.min_sale_qty ?? 1);

/** The starting choices: the minimum quantity and the bundle's default selections. */
export function initialChoices(product: ProductDetail): ProductChoices {
  const bundle: Record<string, string[]> = {};
  const bundleQty: Record<string, number> = {};
  for (const item of bundleItemsOf(product)) {
    if (!item.uid) continue;
    const selections = selectionsOf(item);
    const defaults = selections.filter((o) => o.is_default).map((o) => o.uid);
    const isSingle = item.type === 'radio' || item.type === 'select';
    const first = selections[0]?.uid;
    // A required single choice without a default starts on its first option, as Magento's form does.
    bundle[item.uid] = defaults.length > 0 ? (isSingle ? defaults.slice(0, 1) : defaults) : item.required && isSingle && first ? [first] : [];
    for (const option of selections) bundleQty[option.uid] = option.quantity ?? 1;
  }
  return { quantity: String(minQuantity(product)), configurable: {}, bundle, bundleQty, links: [], custom: {} };
}

/** The chosen value uids of a selectable custom option. */
export function chosenValues(choices: ProductChoices, optionUid: string): readonly string[] {
  const value = choices.custom[optionUid];
  return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
}

/** The text entered for a field, area, date or file option. */
export function enteredText(choices: ProductChoices, optionUid: string): string {
  const value = choices.custom[optionUid];
  return typeof value === 'string' ? value : '';
}
