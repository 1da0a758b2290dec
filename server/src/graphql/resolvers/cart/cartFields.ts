import { minimumOrderValidation, type MinimumOrderValidation } from '../../../cart/minimumOrder';
import { availablePaymentMethods, type AvailablePaymentMethod } from '../../../cart/payments';
import { shippingTaxSplit } from '../../../cart/totals';
import { type CartView, cartView, isVirtualCart } from '../../../cart/view';
import { findCustomerById } from '../../../repositories/customer/customers';
import { inputError } from '../../errors';
import { money } from '../catalog/prices';
import type { CartItemSource } from './itemFields';
import type { ShippingRate } from '../../../cart/shipping';
import type { CartTotals } from '../../../cart/totals';
import type { CartRow } from '../../../repositories/cart/carts';
import type { GraphQLContext } from '../../context';

type CartField<T, A = unknown> = (cart: CartRow, args: A, context: GraphQLContext) => T;

export const cartItemSources = (view: CartView): CartItemSource[] =>
  view.totals.lines.map((totals) => ({ totals, siblings: view.totals.lines, currency: view.totals.currency }));

/** CartPrices from the computed totals. */
export const cartPrices = (totals: CartTotals): Record<string, unknown> => {
  const m = (value: number): unknown => money(value, totals.currency);
  const discounts = totals.discounts.map((d) => ({ label: d.code, amount: m(d.amount), applied_to: 'ITEM', coupon: { code: d.code } }));
  return {
    applied_taxes: totals.taxes.map((t) => ({ label: t.label, amount: m(t.amount) })),
    discounts,
    discount: totals.discount > 0 ? { amount: m(totals.discount), label: totals.discounts.map((d) => d.code) } : null,
    grand_total: m(totals.grandTotal),
    grand_total_excluding_tax: m(totals.grandTotal - totals.taxTotal),
    subtotal_excluding_tax: m(totals.subtotalExcl),
    subtotal_including_tax: m(totals.subtotalIncl),
    subtotal_with_discount_excluding_tax: m(totals.subtotalExcl - totals.discountExcl),
  };
};

/** AvailableShippingMethod for one rate, its price split into tax as the cart's tax rule says. */
export const shippingMethodOutput = (rate: ShippingRate, totals: CartTotals): Record<string, unknown> => {
  const split = shippingTaxSplit(rate.amount, totals.tax);
  return {
    carrier_code: rate.carrier_code, method_code: rate.method_code, carrier_title: rate.carrier_title, method_title: rate.method_title,
    amount: money(rate.amount, totals.currency), price_excl_tax: money(split.excl, totals.currency),
    price_incl_tax: money(split.incl, totals.currency), available: true, error_message: null,
  };
};

interface ItemsV2Args { currentPage?: number | null; pageSize?: number | null; sort?: { field: string; order: 'ASC' | 'DESC' } | null }

const sortKeys: Record<string, (item: CartItemSource) => string | number> = {
  ITEM_ID: (i) => i.totals.line.item.id,
  CREATED_AT: (i) => i.totals.line.item.created_at,
  NAME: (i) => i.totals.line.product.name,
  SKU: (i) => i.totals.line.product.sku,
  PRODUCT_ID: (i) => i.totals.line.product.id,
  PRODUCT_TYPE: (i) => i.totals.line.product.type_id,
  QTY: (i) => i.totals.line.qty,
  PRICE: (i) => i.totals.unitExcl,
  ROW_TOTAL: (i) => i.totals.rowExcl,
};

// Magento's CartItemsPaginated: item id ascending unless sorted otherwise.
const itemsV2: CartField<unknown, ItemsV2Args> = (cart, args, context) => {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const key = sortKeys[args.sort?.field ?? 'ITEM_ID'] ?? ((i: CartItemSource) => i.totals.line.item.id);
  const direction = args.sort?.order === 'DESC' ? -1 : 1;
  const items = [...cartItemSources(cartView(context, cart))].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
  return {
    items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: items.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(items.length / pageSize) },
  };
};

const coupons = (cart: CartRow, context: GraphQLContext): Array<{ code: string }> => cartView(context, cart).coupons.map((code) => ({ code }));

/** Cart: Magento's fields and the brand's (quote_id, customer_group_id, minimum_order_qty_validation). */
export const cartFields = {
  id: (cart: CartRow): string => cart.masked_id,
  quote_id: (cart: CartRow): string => String(cart.id),
  email: (cart: CartRow, _args: unknown, context: GraphQLContext): string | null =>
    cart.email ?? (cart.customer_id !== null ? findCustomerById(context.db, cart.customer_id)?.email ?? null : null),
  is_virtual: ((cart, _args, context) => isVirtualCart(cartView(context, cart).lines)) as CartField<boolean>,
  total_quantity: ((cart, _args, context) => cartView(context, cart).lines.reduce((sum, line) => sum + line.qty, 0)) as CartField<number>,
  items: ((cart, _args, context) => cartItemSources(cartView(context, cart))) as CartField<CartItemSource[]>,
  itemsV2,
  prices: ((cart, _args, context) => cartPrices(cartView(context, cart).totals)) as CartField<unknown>,
  applied_coupons: ((cart, _args, context) => {
    const applied = coupons(cart, context);
    return applied.length > 0 ? applied : null;
  }) as CartField<unknown>,
  applied_coupon: ((cart, _args, context) => coupons(cart, context)[0] ?? null) as CartField<unknown>,
  available_payment_methods: ((cart, _args, context) =>
    availablePaymentMethods({ store: context.store, totals: cartView(context, cart).totals, profile: context.profile })) as CartField<AvailablePaymentMethod[]>,
  // Magento's customer groups: 0 NOT LOGGED IN, 1 General (every account here).
  customer_group_id: (cart: CartRow): number => (cart.customer_id === null ? 0 : 1),
  minimum_order_qty_validation: ((cart, _args, context) =>
    minimumOrderValidation(context.store, cartView(context, cart).totals, context.origin, context.profile)) as CartField<MinimumOrderValidation>,
};
