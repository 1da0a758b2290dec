import { cartMessages } from '../../../cart/problems';
import { maxUnits, saleProduct, stockProblem } from '../../../cart/stock';
import { encodeUid } from '../../../lib/uid';
import { bcp47 } from '../../../locale';
import { amountIn, roundPrice } from '../../../repositories/catalog/moneyJson';
import { mediaUrl, productMediaUrl } from '../catalog/catalogConfig';
import { catalogLoaders } from '../catalog/loaders';
import { discount as productDiscount, money } from '../catalog/prices';
import { currencySymbol } from '../store/priceFormat';
import type { ChosenCustomOption } from '../../../cart/lines';
import type { LineTotals } from '../../../cart/totals';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';

/** A cart item as GraphQL sees it: the line's totals plus the lines around it (for stock checks). */
export interface CartItemSource {
  totals: LineTotals;
  siblings: readonly LineTotals[];
  currency: string;
}

type Field<T> = (item: CartItemSource, args: unknown, context: GraphQLContext) => T;

const itemTypes: Record<ProductRecord['type_id'], string> = {
  simple: 'SimpleCartItem', virtual: 'VirtualCartItem', configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem', downloadable: 'DownloadableCartItem',
};

export const cartItemTypeName = (item: CartItemSource): string => itemTypes[item.totals.line.product.type_id];

const discounts = ({ totals, currency }: CartItemSource): unknown[] => totals.discounts.map((d) => ({
  label: d.code, amount: money(d.amount, currency), applied_to: 'ITEM', coupon: { code: d.code },
}));

const prices: Field<unknown> = (item) => {
  const { totals: t, currency } = item;
  const regularRow = roundPrice(t.regularUnitCatalog * t.line.qty);
  return {
    price: money(t.unitExcl, currency),
    price_including_tax: money(t.unitIncl, currency),
    row_total: money(t.rowExcl, currency),
    row_total_including_tax: money(t.rowIncl, currency),
    row_price_including_tax: money(t.rowInclAfterDiscount, currency),
    total_item_discount: money(t.discount, currency),
    discounts: discounts(item),
    original_item_price: money(t.regularUnitCatalog, currency),
    original_row_total: money(regularRow, currency),
    catalog_discount: productDiscount(t.regularUnitCatalog, t.unitCatalog),
    row_catalog_discount: productDiscount(regularRow, t.rowCatalog),
    // No fixed product tax (Magento's FPT / WEEE) is configured in any store.
    fixed_product_taxes: [],
  };
};

const problemOf = ({ totals, siblings }: CartItemSource): ReturnType<typeof stockProblem> =>
  stockProblem(totals.line, siblings.filter((s) => s !== totals).map((s) => s.line));

// Magento's SelectedCustomizableOptionValue: a selectable option lists its chosen values, an entered one its text.
const selectedOptionValue = (chosen: ChosenCustomOption, item: CartItemSource, context: GraphQLContext): unknown[] => {
  const { option } = chosen;
  const symbol = currencySymbol(bcp47(context.store.settings.locale), item.currency);
  const price = (type: string | null, prices: string | null): unknown => ({
    type: type ?? 'FIXED', units: type === 'PERCENT' ? '%' : symbol, value: amountIn(prices, type === 'PERCENT' ? 'USD' : item.currency),
  });
  if (chosen.values.length > 0) {
    return chosen.values.map((value) => ({
      id: value.id, customizable_option_value_uid: encodeUid(`custom-option/${option.id}/${value.id}`), label: value.title,
      value: String(value.id), price: price(value.price_type, value.prices),
    }));
  }
  return [{
    id: option.id, customizable_option_value_uid: encodeUid(`custom-option/${option.id}`), label: '', value: chosen.text ?? '',
    price: price(option.price_type, option.prices),
  }];
};

const customizableOptions: Field<unknown[]> = (item, _args, context) => item.totals.line.options.map((chosen) => ({
  id: chosen.option.id,
  customizable_option_uid: encodeUid(`custom-option/${chosen.option.id}`),
  label: chosen.option.title,
  type: chosen.option.type,
  is_required: chosen.option.is_require === 1,
  sort_order: chosen.option.sort_order,
  values: selectedOptionValue(chosen, item, context),
}));

const thumbnailOf = async (product: ProductRecord, context: GraphQLContext): Promise<string | null> => {
  const media = (await catalogLoaders(context).media.load(product.id)) ?? [];
  const row = media.find((m) => m.roles.split(',').includes('thumbnail')) ?? media.find((m) => m.disabled === 0);
  return row ? productMediaUrl(context.origin, row.file) : null;
};

/** Fields every cart item type shares (CartItemInterface and the brand's item extras of spec §3). */
export const cartItemFields = {
  uid: ({ totals }: CartItemSource): string => encodeUid(totals.line.item.id),
  id: ({ totals }: CartItemSource): string => String(totals.line.item.id),
  quantity: ({ totals }: CartItemSource): number => totals.line.qty,
  product: ({ totals }: CartItemSource): ProductRecord => totals.line.product,
  prices,
  discount: discounts,
  customizable_options: customizableOptions,
  // Magento 2.4.8 with its Inventory (MSI) modules: an item whose product went out of stock says so in MSI's words.
  errors: (item: CartItemSource): unknown[] | null => {
    const problem = problemOf(item);
    if (!problem) return null;
    const outOfStock = problem.message === cartMessages.notAvailable;
    return [{ code: 'ITEM_QTY', message: outOfStock ? 'There are no source items with the in stock status' : problem.message }];
  },
  is_available: (item: CartItemSource): boolean => problemOf(item) === null,
  not_available_message: (item: CartItemSource): string | null => {
    const problem = problemOf(item);
    if (!problem) return null;
    return problem.quantity ? `Only ${problem.quantity} available for sale. Please adjust the quantity to continue`
      : 'Not enough items for sale. Please adjust the quantity to continue';
  },
  min_qty: ({ totals }: CartItemSource): number => saleProduct(totals.line).min_sale_qty,
  max_qty: ({ totals, siblings }: CartItemSource): number => Math.max(0, Math.min(saleProduct(totals.line).max_sale_qty,
    maxUnits(totals.line, siblings.filter((s) => s !== totals).map((s) => s.line)))),
  // Brand extras (spec §3): amounts as the store shows them (its catalogue prices), for the item price cell.
  item_row_price: ({ totals }: CartItemSource): number => totals.unitCatalog,
  item_row_total_price: ({ totals }: CartItemSource): number => totals.rowCatalog,
  item_row_old_price: ({ totals }: CartItemSource): number => totals.regularUnitCatalog,
  item_has_old_price: ({ totals }: CartItemSource): boolean => totals.regularUnitCatalog > totals.unitCatalog,
  item_has_special: ({ totals }: CartItemSource): boolean => totals.line.hasSpecial,
  item_row_name: ({ totals }: CartItemSource): string => totals.line.variant?.name ?? totals.line.product.name,
  item_row_thumbnail: async ({ totals }: CartItemSource, _args: unknown, context: GraphQLContext): Promise<string | null> =>
    (totals.line.variant ? await thumbnailOf(totals.line.variant, context) : null) ?? thumbnailOf(totals.line.product, context),
  current_product: ({ totals }: CartItemSource): ProductRecord => totals.line.variant ?? totals.line.product,
};

/** ConfigurableCartItem: the chosen variant and the values that select it. */
export const configurableItemFields = {
  configured_variant: ({ totals }: CartItemSource): ProductRecord | null => totals.line.variant,
  configurable_options: async ({ totals }: CartItemSource, _args: unknown, context: GraphQLContext): Promise<unknown[]> => {
    const { product, variant } = totals.line;
    if (!variant) return [];
    const loaders = catalogLoaders(context);
    const [attributes, values] = await Promise.all([loaders.superAttributes.load(product.id), loaders.attributes.load(variant.id)]);
    return (attributes ?? []).flatMap((attribute) => {
      const value = (values ?? []).find((v) => v.attribute_id === attribute.attribute_id);
      return value ? [{
        id: attribute.attribute_id,
        configurable_product_option_uid: encodeUid(`configurable/${attribute.attribute_id}`),
        option_label: attribute.label,
        value_id: value.option_id,
        configurable_product_option_value_uid: encodeUid(`configurable/${attribute.attribute_id}/${value.option_id}`),
        value_label: value.label,
      }] : [];
    });
  },
};

/** BundleCartItem: the options with the selections chosen, each with its unit price and quantity. */
export const bundleItemFields = {
  bundle_options: ({ totals, currency }: CartItemSource): unknown[] => {
    const byOption = new Map<number, typeof totals.line.bundle>();
    for (const chosen of totals.line.bundle) byOption.set(chosen.option.id, [...(byOption.get(chosen.option.id) ?? []), chosen]);
    return [...byOption.values()].map((chosen) => {
      const option = chosen[0]?.option;
      return {
        id: option?.id, uid: encodeUid(`bundle/${option?.id ?? 0}`), label: option?.title ?? '', type: option?.type ?? '',
        values: chosen.map((c) => ({
          id: c.selection.id,
          uid: encodeUid(`bundle/${c.option.id}/${c.selection.id}/${c.qty}`),
          label: c.child.name,
          quantity: c.qty,
          price: roundPrice(c.unitFinal),
          priceV2: money(c.unitFinal, currency),
          original_price: money(c.unitRegular, currency),
        })),
      };
    });
  },
};

/** DownloadableCartItem: the links bought (all of them when they are not sold separately) and the samples. */
export const downloadableItemFields = {
  links: ({ totals, currency }: CartItemSource, _args: unknown, context: GraphQLContext): unknown[] => totals.line.links.map((link) => ({
    id: link.id, uid: encodeUid(`downloadable/${link.id}`), title: link.title, sort_order: link.sort_order,
    price: amountIn(link.prices, currency), sample_url: link.sample_file ? mediaUrl(context.origin, link.sample_file) : null,
  })),
  samples: async ({ totals }: CartItemSource, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
    ((await catalogLoaders(context).downloadableSamples.load(totals.line.product.id)) ?? []).map((sample) => ({
      id: sample.id, title: sample.title, sort_order: sample.sort_order, sample_url: mediaUrl(context.origin, sample.sample_file),
    })),
};
