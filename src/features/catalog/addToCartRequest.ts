import { bundleItemsOf, chosenValues, customOptionsOf, enteredText, isSelectable, type ProductChoices, selectionsOf } from './product/productChoices';
import { findVariant, selectedValueUids } from './product/variants';
import type { ProductDetail } from './catalogTypes';
import type { CartItemInput, EnteredOptionInput } from '../../lib/graphql/generated';

// The seam between the product page and the cart (spec §7 addToCart: cart_id, cartItems). One
// cart item per Add to Cart, in Magento's CartItemInput shape (addProductsToCart):
// - simple / virtual: sku, quantity, custom options (selected value uids, entered {uid, value})
// - configurable: sku = the chosen variant's SKU, parent_sku = the configurable's SKU, and the
//   chosen configurable value uids in selected_options, so a backend may resolve it either way
// - bundle: the bundle's sku and the chosen selection uids; a selection uid carries its quantity
//   (bundle/{option}/{selection}/{qty}, base64), re-encoded when the shopper changed the quantity
// - downloadable: the chosen link uids (downloadable/{link})

/** A bundle selection uid with another quantity: Magento's uid is base64('bundle/{option}/{selection}/{qty}'). */
export function bundleSelectionUid(uid: string, quantity: number): string {
  try {
    const parts = atob(uid).split('/');
    if (parts.length !== 4 || parts[0] !== 'bundle') return uid;
    parts[3] = String(quantity);
    return btoa(parts.join('/'));
  } catch {
    return uid;
  }
}

function customOptionInputs(product: ProductDetail, choices: ProductChoices): { selected_options: string[]; entered_options: EnteredOptionInput[] } {
  const selected: string[] = [];
  const entered: EnteredOptionInput[] = [];
  for (const option of customOptionsOf(product)) {
    if (isSelectable(option)) {
      selected.push(...chosenValues(choices, option.uid));
    } else {
      const value = enteredText(choices, option.uid).trim();
      // For entered options Magento takes the option's (value's) uid.
      if (value) entered.push({ uid: option.entered?.uid ?? option.uid, value });
    }
  }
  return { selected_options: selected, entered_options: entered };
}

function bundleSelections(product: ProductDetail, choices: ProductChoices): string[] {
  return bundleItemsOf(product).flatMap((item) =>
    selectionsOf(item)
      .filter((option) => item.uid && (choices.bundle[item.uid] ?? []).includes(option.uid))
      .map((option) => {
        const quantity = choices.bundleQty[option.uid] ?? option.quantity ?? 1;
        return option.can_change_quantity && quantity !== option.quantity ? bundleSelectionUid(option.uid, quantity) : option.uid;
      }),
  );
}

const compact = (item: CartItemInput): CartItemInput => {
  const result: CartItemInput = { sku: item.sku, quantity: item.quantity };
  if (item.parent_sku) result.parent_sku = item.parent_sku;
  if (item.selected_options && item.selected_options.length > 0) result.selected_options = item.selected_options;
  if (item.entered_options && item.entered_options.length > 0) result.entered_options = item.entered_options;
  return result;
};

/** The cartItems for the product and valid choices (validate first: validateChoices). */
export function buildCartItems(product: ProductDetail, choices: ProductChoices): CartItemInput[] {
  const sku = product.sku ?? '';
  const quantity = Number(choices.quantity);
  const custom = customOptionInputs(product, choices);
  switch (product.__typename) {
    case 'ConfigurableProduct': {
      const variant = findVariant(product, choices.configurable);
      return [compact({
        sku: variant?.sku ?? sku,
        parent_sku: sku,
        quantity,
        selected_options: [...selectedValueUids(product, choices.configurable), ...custom.selected_options],
        entered_options: custom.entered_options,
      })];
    }
    case 'BundleProduct':
      return [compact({ sku, quantity, selected_options: [...bundleSelections(product, choices), ...custom.selected_options], entered_options: custom.entered_options })];
    case 'DownloadableProduct':
      return [compact({ sku, quantity, selected_options: [...choices.links, ...custom.selected_options], entered_options: custom.entered_options })];
    default:
      return [compact({ sku, quantity, ...custom })];
  }
}
