import { decodeUid } from '../lib/uid';
import { findProductBySku, isVisible, type ProductRecord, type ProductScope } from '../repositories/catalog/products';
import { loadCartCatalog, type CartCatalog } from './catalog';
import { cartMessages, CartProblem } from './problems';
import { checkSheet } from './sheet';
import type { BundleChoice, BuyRequest, CustomOptionChoice } from './buyRequest';
import type { Database } from 'better-sqlite3';

/** Magento's CartItemInput as the resolvers receive it. */
export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
  entered_options?: ReadonlyArray<{ uid: string; value: string } | null> | null;
}

/** What a CartItemInput asks for, checked against the catalogue: the product, its variant and options. */
export interface ItemChoice {
  product: ProductRecord;
  variant: ProductRecord | null;
  request: BuyRequest;
  catalog: CartCatalog;
}

interface Picked { path: string[]; value: string | null }

const singleChoiceTypes = new Set(['drop_down', 'radio', 'select']);
const selectableTypes = new Set(['drop_down', 'radio', 'checkbox', 'multiple']);

const isSalable = (product: ProductRecord): boolean => product.stock_status === 1 && product.is_discontinued === 0;

// Options by uid kind: "custom-option/12/34", "configurable/93/19", "bundle/1/2/1", "downloadable/3".
const pickedOptions = (input: CartItemInput): Map<string, Picked[]> => {
  const picked = new Map<string, Picked[]>();
  const add = (uid: string, value: string | null): void => {
    const [kind = '', ...path] = decodeUid(uid).split('/');
    if (!['custom-option', 'configurable', 'bundle', 'downloadable'].includes(kind) || path.some((p) => !/^\d+(\.\d+)?$/.test(p))) {
      throw new CartProblem(cartMessages.optionNotAvailable);
    }
    picked.set(kind, [...(picked.get(kind) ?? []), { path, value }]);
  };
  for (const uid of input.selected_options ?? []) if (uid) add(uid, null);
  for (const entered of input.entered_options ?? []) if (entered) add(entered.uid, entered.value);
  return picked;
};

const customChoices = (product: ProductRecord, catalog: CartCatalog, picked: Picked[]): CustomOptionChoice[] => {
  const options = catalog.customOptions.get(product.id) ?? [];
  const choices = new Map<number, CustomOptionChoice>();
  for (const { path, value } of picked) {
    const option = options.find((o) => o.id === Number(path[0]));
    if (!option) throw new CartProblem(cartMessages.optionNotAvailable);
    if (selectableTypes.has(option.type)) {
      const valueId = Number(path[1] ?? value);
      if (!option.values.some((v) => v.id === valueId)) throw new CartProblem(cartMessages.optionNotAvailable);
      const values = [...(choices.get(option.id)?.values ?? []), valueId];
      if (singleChoiceTypes.has(option.type) && values.length > 1) throw new CartProblem(cartMessages.optionNotAvailable);
      choices.set(option.id, { option_id: option.id, values });
    } else {
      const text = (value ?? '').trim();
      if (!text) continue;
      if (option.max_characters && [...text].length > option.max_characters) throw new CartProblem(cartMessages.textTooLong);
      if (option.type === 'file' && option.file_extension) {
        const allowed = option.file_extension.split(',').map((e) => e.trim().toLowerCase());
        if (!allowed.includes(text.split('.').pop()?.toLowerCase() ?? '')) throw new CartProblem(cartMessages.invalidFileExtension(text));
      }
      choices.set(option.id, { option_id: option.id, text });
    }
  }
  if (options.some((o) => o.is_require === 1 && !choices.has(o.id))) throw new CartProblem(cartMessages.requiredOptions);
  return [...choices.values()];
};

const chosenVariant = (parent: ProductRecord, catalog: CartCatalog, picked: Picked[]): ProductRecord => {
  const wanted = new Map(picked.map(({ path }) => [Number(path[0]), Number(path[1])]));
  const attributes = catalog.superAttributes.get(parent.id) ?? [];
  if (attributes.length === 0 || attributes.some((a) => !wanted.has(a.attribute_id))) throw new CartProblem(cartMessages.chooseOptions);
  const match = (catalog.variants.get(parent.id) ?? []).map((link) => catalog.products.get(link.product_id))
    .find((child) => child && attributes.every((a) =>
      (catalog.attributes.get(child.id) ?? []).some((v) => v.attribute_id === a.attribute_id && v.option_id === wanted.get(a.attribute_id))));
  if (!match) throw new CartProblem(cartMessages.chooseOptions);
  return match;
};

const bundleChoices = (bundle: ProductRecord, catalog: CartCatalog, picked: Picked[]): BundleChoice[] => {
  const options = catalog.bundleOptions.get(bundle.id) ?? [];
  if (picked.length === 0) throw new CartProblem(cartMessages.specifyBundleOptions);
  const choices = picked.map(({ path, value }): BundleChoice => {
    const option = options.find((o) => o.id === Number(path[0]));
    const selection = option?.selections.find((s) => s.id === Number(path[1]));
    const child = selection ? catalog.products.get(selection.product_id) : undefined;
    if (!option || !selection || !child || !isSalable(child)) throw new CartProblem(cartMessages.optionsNotAvailable);
    const asked = Number(value ?? path[2] ?? selection.qty);
    if (selection.can_change_qty === 1 && !(asked > 0)) throw new CartProblem(cartMessages.positive);
    return { option_id: option.id, selection_id: selection.id, qty: selection.can_change_qty === 1 ? asked : selection.qty };
  });
  for (const option of options) {
    const count = choices.filter((c) => c.option_id === option.id).length;
    if (count > 1 && singleChoiceTypes.has(option.type)) throw new CartProblem(cartMessages.optionsNotAvailable);
    if (count === 0 && option.required === 1) throw new CartProblem(cartMessages.allRequiredBundleOptions);
  }
  return choices;
};

const linkChoices = (product: ProductRecord, catalog: CartCatalog, picked: Picked[]): number[] => {
  if (!product.links_purchased_separately) return [];
  const links = catalog.links.get(product.id) ?? [];
  const ids = picked.map(({ path }) => Number(path[0]));
  if (ids.length === 0 || ids.some((id) => !links.some((link) => link.id === id))) throw new CartProblem(cartMessages.specifyLinks);
  return ids;
};

const productFor = (db: Database, scope: ProductScope, input: CartItemInput): { product: ProductRecord; child: ProductRecord | null } => {
  const sku = input.sku.trim();
  const find = (value: string): ProductRecord | null => findProductBySku(db, scope, value);
  if (input.parent_sku) {
    const parent = find(input.parent_sku.trim());
    if (!parent || !isVisible(parent)) throw new CartProblem(cartMessages.productNotFound(input.parent_sku));
    const child = find(sku);
    if (!child) throw new CartProblem(cartMessages.productNotFound(sku));
    return parent.type_id === 'configurable' ? { product: parent, child } : { product: child, child: null };
  }
  const product = find(sku);
  if (!product || !isVisible(product)) throw new CartProblem(cartMessages.productNotFound(sku));
  return { product, child: null };
};

/** Reads a CartItemInput as Magento's buy request providers do; throws a CartProblem with Magento's message. */
export const choiceFromInput = (db: Database, scope: ProductScope, input: CartItemInput): ItemChoice => {
  const { product, child } = productFor(db, scope, input);
  const catalog = loadCartCatalog(db, scope, [product.id]);
  const picked = pickedOptions(input);
  if (!isSalable(product)) throw new CartProblem(cartMessages.notAvailable);
  const request: BuyRequest = { custom: customChoices(product, catalog, picked.get('custom-option') ?? []) };
  checkSheet(db, product, catalog, request.custom ?? []);
  let variant: ProductRecord | null = null;
  if (product.type_id === 'configurable') {
    variant = child ? catalog.products.get(child.id) ?? null : chosenVariant(product, catalog, picked.get('configurable') ?? []);
    if (!variant || !(catalog.variants.get(product.id) ?? []).some((link) => link.product_id === variant?.id)) {
      throw new CartProblem(cartMessages.productNotFound(input.sku));
    }
    if (!isSalable(variant)) throw new CartProblem(cartMessages.notAvailable);
  } else if (product.type_id === 'bundle') {
    request.bundle = bundleChoices(product, catalog, picked.get('bundle') ?? []);
  } else if (product.type_id === 'downloadable') {
    request.links = linkChoices(product, catalog, picked.get('downloadable') ?? []);
  }
  return { product, variant, request, catalog };
};
