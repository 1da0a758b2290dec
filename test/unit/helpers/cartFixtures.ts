import type { AvailableShippingMethod, CartAddress, CartItem, CartPrices, SelectedShippingMethod } from '../../../src/features/cart/cartTypes';
import type { CurrencyEnum } from '../../../src/lib/graphql/generated';

// Cart answers as the generated types describe them (the CartFields selection), for the tests'
// stand-in servers and preloaded states. Brand fields (item_row_*, current_product…) are left out
// unless a test sets them: that is how stock Magento answers.

export const money = (value: number | null, currency: CurrencyEnum | null = 'USD') => ({ value, currency });

type Product = CartItem['product'];

/** A cart line's product: sku and name, the rest empty unless given. */
export function cartProduct(sku: string, name: string | null, patch: Partial<Product> = {}): Product {
  const price = { final_price: { value: null }, regular_price: { value: null } };
  return { id: null, sku, name, type_id: 'simple', url_key: null, stock_status: 'IN_STOCK', thumbnail: null, price_range: { minimum_price: price, maximum_price: price }, options: null, ...patch };
}

type Simple = Extract<CartItem, { __typename: 'SimpleCartItem' }>;

/** A simple product's cart line (SimpleCartItem). */
export function simpleItem(id: string, product: Product, quantity = 1, patch: Partial<Simple> = {}): Simple {
  return { __typename: 'SimpleCartItem', id, uid: `uid-${id}`, quantity, product, prices: null, customizable_options: [], ...patch };
}

/** Magento CartItemPrices: the unit price (tax excluded and included), its row totals, the regular price. */
export function itemPrices(price: number, { withTax = price, original = price, quantity = 1 } = {}): NonNullable<CartItem['prices']> {
  return {
    price: money(price),
    price_including_tax: money(withTax),
    original_item_price: money(original),
    row_total: money(price * quantity),
    row_total_including_tax: money(withTax * quantity),
    discounts: null,
  };
}

/** Cart totals: the grand total and the subtotal with tax (the rest as given). */
export function cartPrices(grandTotal: number, subtotalWithTax: number, patch: Partial<CartPrices> = {}): CartPrices {
  return {
    grand_total: money(grandTotal),
    subtotal_including_tax: money(subtotalWithTax),
    subtotal_excluding_tax: null,
    subtotal_with_discount_excluding_tax: null,
    applied_taxes: null,
    discounts: null,
    ...patch,
  };
}

/** A cart address (shipping or billing). */
export function cartAddress(patch: Partial<CartAddress> = {}): CartAddress {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    company: null,
    street: ['1 Main St'],
    city: 'Austin',
    postcode: '78701',
    telephone: '5551234',
    vat_id: null,
    region: null,
    country: { code: 'US', label: 'United States' },
    ...patch,
  };
}

/** A shipping method the address offers. */
export function shippingMethod(carrier: string, method: string, amount: number, patch: Partial<AvailableShippingMethod> = {}): AvailableShippingMethod {
  return { available: true, carrier_code: carrier, carrier_title: carrier, method_code: method, method_title: method, amount: money(amount), ...patch };
}

/** The method chosen for an address. */
export function selectedMethod(carrier: string, method: string, amount: number, patch: Partial<SelectedShippingMethod> = {}): SelectedShippingMethod {
  return { carrier_code: carrier, carrier_title: carrier, method_code: method, method_title: method, amount: money(amount), ...patch };
}
