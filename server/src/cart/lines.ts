import { amountIn } from '../repositories/catalog/moneyJson';
import { finalPrice } from '../repositories/catalog/priceIndexer';
import { type BuyRequest, parseBuyRequest } from './buyRequest';
import type { CartCatalog } from './catalog';
import type { CartItemRow } from '../repositories/cart/cartItems';
import type { BundleOption, BundleSelection, DownloadableLinkRow } from '../repositories/catalog/composites';
import type { CustomOption, CustomOptionValueRow } from '../repositories/catalog/productDetails';
import type { ProductRecord } from '../repositories/catalog/products';

export interface ChosenCustomOption {
  option: CustomOption;
  values: CustomOptionValueRow[];
  text: string | null;
}

export interface ChosenBundleSelection {
  option: BundleOption;
  selection: BundleSelection;
  child: ProductRecord;
  /** Quantity inside one bundle. */
  qty: number;
  /** Price of one unit of the selection, regular and final. */
  unitRegular: number;
  unitFinal: number;
}

/** A cart item with its catalogue data and unit prices, in the request's currency (catalogue terms). */
export interface CartLine {
  item: CartItemRow;
  qty: number;
  request: BuyRequest;
  /** The product added: for a configurable item its parent. */
  product: ProductRecord;
  variant: ProductRecord | null;
  options: ChosenCustomOption[];
  bundle: ChosenBundleSelection[];
  links: DownloadableLinkRow[];
  isVirtual: boolean;
  unitWeight: number;
  /** Price before special and tier prices; final price after them; both include options, links and selections. */
  unitRegular: number;
  unitFinal: number;
  hasSpecial: boolean;
  /** What one unit of the line takes from stock, per product. */
  stock: Array<{ product: ProductRecord; perUnit: number }>;
}

export const today = (): string => new Date().toISOString().slice(0, 10);

interface BasePrice { regular: number; final: number; special: boolean }

// Magento's final price: the lowest of the price, an active special price and the tier price for the quantity.
const basePrice = (product: ProductRecord, qty: number, catalog: CartCatalog, day: string): BasePrice => {
  const special = finalPrice(product.price, product.special_price, product.special_from_date, product.special_to_date, day);
  const tier = (catalog.tierPrices.get(product.id) ?? []).filter((t) => t.qty <= qty).reduce((min, t) => Math.min(min, t.value), Infinity);
  return { regular: product.price, final: Math.min(special, tier), special: special < product.price };
};

// PERCENT amounts are the same number in every currency (the catalogue reads them from USD).
const optionAmount = (priceType: string | null, prices: string | null, currency: string, base: number): number =>
  (priceType === 'PERCENT' ? (base * amountIn(prices, 'USD')) / 100 : amountIn(prices, currency));

const customOptionAmount = (chosen: ChosenCustomOption, currency: string, base: number): number =>
  (chosen.values.length > 0
    ? chosen.values.reduce((sum, value) => sum + optionAmount(value.price_type, value.prices, currency, base), 0)
    : optionAmount(chosen.option.price_type, chosen.option.prices, currency, base));

const chosenOptions = (request: BuyRequest, options: CustomOption[]): ChosenCustomOption[] =>
  (request.custom ?? []).flatMap((choice) => {
    const option = options.find((o) => o.id === choice.option_id);
    if (!option) return [];
    const values = option.values.filter((v) => choice.values?.includes(v.id));
    return [{ option, values, text: choice.text ?? null }];
  });

const bundleSelections = (request: BuyRequest, bundle: ProductRecord, catalog: CartCatalog, day: string, base: BasePrice): ChosenBundleSelection[] =>
  (request.bundle ?? []).flatMap((choice) => {
    const option = catalog.bundleOptions.get(bundle.id)?.find((o) => o.id === choice.option_id);
    const selection = option?.selections.find((s) => s.id === choice.selection_id);
    const child = selection ? catalog.products.get(selection.product_id) : undefined;
    if (!option || !selection || !child) return [];
    // A dynamic bundle charges each child's own price, a fixed one its selection price (money or a percentage).
    const unit = (kind: 'regular' | 'final'): number => {
      if (bundle.dynamic_price === 1) {
        return kind === 'regular' ? child.price
          : finalPrice(child.price, child.special_price, child.special_from_date, child.special_to_date, day);
      }
      return optionAmount(selection.price_type, selection.prices, bundle.currency, kind === 'regular' ? base.regular : base.final);
    };
    return [{ option, selection, child, qty: choice.qty, unitRegular: unit('regular'), unitFinal: unit('final') }];
  });

const isVirtualType = (product: ProductRecord): boolean => product.type_id === 'virtual' || product.type_id === 'downloadable';

/** Resolves a stored item against the catalogue; null when its product (or chosen variant) is gone. */
export const resolveLine = (item: CartItemRow, catalog: CartCatalog, day: string = today()): CartLine | null => {
  const product = catalog.products.get(item.product_id);
  if (!product) return null;
  const variant = item.variant_id !== null ? catalog.products.get(item.variant_id) ?? null : null;
  if (product.type_id === 'configurable' && !variant) return null;
  const request = parseBuyRequest(item.options);
  const priced = variant ?? product;
  const base = basePrice(priced, item.qty, catalog, day);
  const options = chosenOptions(request, catalog.customOptions.get(product.id) ?? []);
  const bundle = product.type_id === 'bundle' ? bundleSelections(request, product, catalog, day, base) : [];
  const links = product.type_id !== 'downloadable' ? []
    : (catalog.links.get(product.id) ?? []).filter((link) => !product.links_purchased_separately || request.links?.includes(link.id));

  const extras = (kind: 'regular' | 'final'): number => {
    const unitBase = kind === 'regular' ? base.regular : base.final;
    const optionSum = options.reduce((sum, chosen) => sum + customOptionAmount(chosen, product.currency, unitBase), 0);
    const bundleSum = bundle.reduce((sum, s) => sum + (kind === 'regular' ? s.unitRegular : s.unitFinal) * s.qty, 0);
    const linkSum = product.links_purchased_separately ? links.reduce((sum, link) => sum + amountIn(link.prices, product.currency), 0) : 0;
    return optionSum + bundleSum + linkSum;
  };
  // A dynamic-price bundle has no price of its own.
  const own = product.type_id === 'bundle' && product.dynamic_price === 1 ? { regular: 0, final: 0 } : base;
  const physicalChildren = bundle.filter((s) => !isVirtualType(s.child));
  const unitWeight = product.type_id === 'bundle'
    ? (product.dynamic_weight === 0 && product.weight !== null ? product.weight
      : physicalChildren.reduce((sum, s) => sum + (s.child.weight ?? 0) * s.qty, 0))
    : isVirtualType(priced) ? 0 : priced.weight ?? 0;
  return {
    item,
    qty: item.qty,
    request,
    product,
    variant,
    options,
    bundle,
    links,
    isVirtual: product.type_id === 'bundle' ? bundle.length > 0 && physicalChildren.length === 0 : isVirtualType(priced),
    unitWeight,
    unitRegular: own.regular + extras('regular'),
    unitFinal: own.final + extras('final'),
    hasSpecial: base.special,
    stock: product.type_id === 'bundle' ? bundle.map((s) => ({ product: s.child, perUnit: s.qty })) : [{ product: priced, perUnit: 1 }],
  };
};
