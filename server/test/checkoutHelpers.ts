import { graphqlPost, type GraphQLResponse } from './helpers';
import type { Database } from '../src/db/database';

/** What the checkout tests read of a cart: the storefront's checkout fields. */
export const CHECKOUT_CART = `
  id email is_virtual total_quantity
  prices {
    grand_total { value currency }
    subtotal_excluding_tax { value }
    subtotal_including_tax { value }
    applied_taxes { label amount { value } }
    discounts { label amount { value } }
  }
  shipping_addresses {
    __typename uid firstname lastname company street city postcode telephone vat_id customer_notes same_as_billing
    region { code label region_id }
    country { code label }
    available_shipping_methods {
      carrier_code method_code carrier_title method_title available error_message
      amount { value currency } price_excl_tax { value } price_incl_tax { value }
    }
    selected_shipping_method {
      carrier_code method_code carrier_title method_title amount { value currency } price_excl_tax { value } price_incl_tax { value }
    }
  }
  billing_address { __typename uid firstname lastname street city postcode telephone region { code label region_id } country { code label } }
  available_payment_methods { code title }
  selected_payment_method { code title purchase_order_number card_brand card_last4 }
  customer_note
  items { uid quantity product { sku } }
`;

export interface Money { value: number; currency?: string }

export interface ShippingMethodData {
  carrier_code: string; method_code: string; carrier_title: string; method_title: string;
  amount: Money; price_excl_tax: Money; price_incl_tax: Money; available?: boolean; error_message?: string | null;
}

export interface CartAddressData {
  __typename: string; uid: string; firstname: string; lastname: string; street: string[]; city: string; postcode: string | null;
  telephone: string | null; region: { code: string | null; label: string | null; region_id: number | null } | null;
  country: { code: string; label: string }; company?: string | null; vat_id?: string | null; customer_notes?: string | null;
  same_as_billing?: boolean; available_shipping_methods?: ShippingMethodData[]; selected_shipping_method?: ShippingMethodData | null;
}

export interface CheckoutCartData {
  id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  prices: {
    grand_total: Money; subtotal_excluding_tax: Money; subtotal_including_tax: Money;
    applied_taxes: Array<{ label: string; amount: Money }>; discounts: Array<{ label: string; amount: Money }> | null;
  };
  shipping_addresses: CartAddressData[];
  billing_address: CartAddressData | null;
  available_payment_methods: Array<{ code: string; title: string }>;
  selected_payment_method: { code: string; title: string; purchase_order_number: string | null; card_brand: string | null; card_last4: string | null };
  customer_note: string | null;
  items: Array<{ uid: string; quantity: number; product: { sku: string } }>;
}

export interface Caller { store?: string; token?: string }

export const call = <T>(url: string, query: string, variables: Record<string, unknown>, caller: Caller = {}): Promise<GraphQLResponse<T>> =>
  graphqlPost<T>(url, query, { store: caller.store ?? 'na_us', token: caller.token, variables });

type CartOutput<K extends string> = Record<K, { cart: CheckoutCartData } | null>;

export const setGuestEmail = (url: string, cartId: string, email: string, caller: Caller = {}): Promise<GraphQLResponse<CartOutput<'setGuestEmailOnCart'>>> =>
  call(url, `mutation SetEmail($id: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, email }, caller);

export const setShippingAddress = (url: string, cartId: string, shipping: Record<string, unknown>, caller: Caller = {}):
Promise<GraphQLResponse<CartOutput<'setShippingAddressesOnCart'>>> =>
  call(url, `mutation SetShipping($id: String!, $addresses: [ShippingAddressInput]!) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, addresses: [shipping] }, caller);

export const setBillingAddress = (url: string, cartId: string, billing: Record<string, unknown>, caller: Caller = {}):
Promise<GraphQLResponse<CartOutput<'setBillingAddressOnCart'>>> =>
  call(url, `mutation SetBilling($id: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, billing }, caller);

export const setShippingMethod = (url: string, cartId: string, carrier: string, method: string, caller: Caller = {}):
Promise<GraphQLResponse<CartOutput<'setShippingMethodsOnCart'>>> =>
  call(url, `mutation SetMethod($id: String!, $methods: [ShippingMethodInput]!) {
    setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: $methods }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, methods: [{ carrier_code: carrier, method_code: method }] }, caller);

export const setPaymentMethod = (url: string, cartId: string, method: Record<string, unknown>, caller: Caller = {}):
Promise<GraphQLResponse<CartOutput<'setPaymentMethodOnCart'>>> =>
  call(url, `mutation SetPayment($id: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $method }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, method }, caller);

export const setCustomerNote = (url: string, cartId: string, note: string, caller: Caller = {}):
Promise<GraphQLResponse<CartOutput<'setCartCustomerNote'>>> =>
  call(url, `mutation SetNote($id: String!, $note: String) {
    setCartCustomerNote(input: { cart_id: $id, note: $note }) { cart { ${CHECKOUT_CART} } }
  }`, { id: cartId, note }, caller);

export interface PlacedOrderData {
  errors: Array<{ code: string; message: string }>;
  order: { order_number: string } | null;
  orderV2: {
    number: string; status: string; email: string; is_virtual: boolean; customer_note: string | null;
    shipping_method: string | null;
    payment_methods: Array<{ name: string; type: string; additional_data: Array<{ name: string; value: string }> }>;
    shipping_address: { firstname: string; city: string; postcode: string; country_code: string } | null;
    billing_address: { firstname: string; city: string } | null;
    items: Array<{ product_sku: string; product_name: string; quantity_ordered: number; product_sale_price: Money }>;
    total: {
      grand_total: Money; subtotal: Money; total_tax: Money; total_shipping: Money;
      taxes: Array<{ title: string; amount: Money }>; discounts: Array<{ label: string; amount: Money }>;
    };
  } | null;
}

export const ORDER_FIELDS = `
  number status email is_virtual customer_note shipping_method
  payment_methods { name type additional_data { name value } }
  shipping_address { firstname city postcode country_code }
  billing_address { firstname city }
  items { product_sku product_name quantity_ordered product_sale_price { value currency } }
  total {
    grand_total { value currency } subtotal { value } total_tax { value } total_shipping { value }
    taxes { title amount { value } } discounts { label amount { value } }
  }
`;

export const placeOrder = (url: string, cartId: string, caller: Caller = {}): Promise<GraphQLResponse<{ placeOrder: PlacedOrderData | null }>> =>
  call(url, `mutation Place($id: String!) {
    placeOrder(input: { cart_id: $id }) { errors { code message } order { order_number } orderV2 { ${ORDER_FIELDS} } }
  }`, { id: cartId }, caller);

/** The cart with the checkout fields, failing the test on errors. */
export const readCheckoutCart = async (url: string, cartId: string, caller: Caller = {}): Promise<CheckoutCartData> => {
  const { body } = await call<{ cart: CheckoutCartData | null }>(url, `query Cart($id: String!) { cart(cart_id: $id) { ${CHECKOUT_CART} } }`,
    { id: cartId }, caller);
  if (!body.data?.cart) throw new Error(`cart failed: ${JSON.stringify(body.errors)}`);
  return body.data.cart;
};

/** A mutation's cart, failing the test with the server's errors when there is none. */
export const cartOf = <K extends string>(response: GraphQLResponse<CartOutput<K>>, key: K): CheckoutCartData => {
  const cart = response.body.data?.[key]?.cart;
  if (!cart) throw new Error(`${key} failed: ${JSON.stringify(response.body.errors)}`);
  return cart;
};

/**
 * Why placeOrder made no order: Magento 2.4.7+ answers it in PlaceOrderOutput.errors (code and message) with
 * no order and no GraphQL error. Undefined when there was an order, or a GraphQL error instead.
 */
export const placeOrderError = (response: GraphQLResponse<{ placeOrder: PlacedOrderData | null }>): { code: string; message: string } | undefined => {
  const output = response.body.data?.placeOrder;
  if (!output || output.order || response.body.errors) return undefined;
  return output.errors[0];
};

export const firstError = (response: GraphQLResponse<unknown>): { message: string; category: unknown } | undefined => {
  const error = response.body.errors?.[0];
  return error ? { message: error.message, category: error.extensions?.category } : undefined;
};

export const newYork = {
  firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical Engines', street: ['350 Fifth Avenue', 'Suite 21'], city: 'New York',
  region: 'NY', postcode: '10118', country_code: 'US', telephone: '+1 212 555 0100',
};

export const california = {
  firstname: 'Grace', lastname: 'Hopper', street: ['1 Market Street'], city: 'San Francisco', region: 'CA', postcode: '94105',
  country_code: 'US', telephone: '+1 415 555 0101',
};

export const berlin = {
  firstname: 'Lena', lastname: 'Farbe', street: ['Unter den Linden 5'], city: 'Berlin', postcode: '10117', country_code: 'DE',
  telephone: '+49 30 5555 0100',
};

export const orderCount = (db: Database): number => (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

export const ordersOfQuote = (db: Database, quoteId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM order_checkout WHERE quote_id = ?').get(quoteId) as { n: number }).n;
