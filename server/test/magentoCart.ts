import { graphqlPost, type GraphQLResponse } from './helpers';

// Documents that use only Magento 2.4.8's schema (magento.graphql): they run on both backend profiles.

/** The cart as a stock storefront reads it. */
export const MAGENTO_CART = `
  id email is_virtual total_quantity
  applied_coupons { code }
  prices {
    grand_total { value currency } subtotal_excluding_tax { value } subtotal_including_tax { value }
    subtotal_with_discount_excluding_tax { value } grand_total_excluding_tax { value }
    applied_taxes { label amount { value } } discounts { label amount { value } applied_to coupon { code } }
  }
  itemsV2 {
    total_count
    items {
      __typename uid quantity is_available not_available_message min_qty max_qty errors { code message }
      product { sku name }
      prices {
        price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value }
        total_item_discount { value } original_item_price { value } original_row_total { value }
        discounts { label amount { value } } catalog_discount { amount_off percent_off } row_catalog_discount { amount_off percent_off }
        fixed_product_taxes { label amount { value } }
      }
      ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    }
  }
  shipping_addresses {
    firstname lastname street city postcode telephone customer_notes same_as_billing
    region { code label } country { code label }
    available_shipping_methods { carrier_code method_code amount { value } price_incl_tax { value } }
    selected_shipping_method { carrier_code method_code amount { value } }
  }
  billing_address { firstname lastname city country { code } }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title purchase_order_number }
`;

export interface MagentoCartData {
  id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  applied_coupons: Array<{ code: string }> | null;
  prices: Record<string, unknown> & { grand_total: { value: number; currency: string } };
  itemsV2: { total_count: number; items: Array<Record<string, unknown> & { uid: string; quantity: number; product: { sku: string } }> };
  shipping_addresses: Array<Record<string, unknown> & { customer_notes: string | null }>;
  billing_address: Record<string, unknown> | null;
  available_payment_methods: Array<{ code: string; title: string; is_deferred: boolean }>;
  selected_payment_method: { code: string; title: string; purchase_order_number: string | null };
}

export interface Caller { store?: string; token?: string }

export const post = <T>(url: string, query: string, variables: Record<string, unknown>, caller: Caller = {}): Promise<GraphQLResponse<T>> =>
  graphqlPost<T>(url, query, { store: caller.store ?? 'na_us', token: caller.token, variables });

/** A mutation's `cart`, failing the test with the server's errors when there is none. */
export const cartFrom = <K extends string>(response: GraphQLResponse<Record<K, { cart: MagentoCartData | null } | null>>, key: K): MagentoCartData => {
  const cart = response.body.data?.[key]?.cart;
  if (!cart) throw new Error(`${key} failed: ${JSON.stringify(response.body.errors ?? response.body.data)}`);
  return cart;
};

export const createGuestCart = async (url: string, caller: Caller = {}): Promise<string> =>
  cartFrom(await post<{ createGuestCart: { cart: MagentoCartData | null } | null }>(url,
    `mutation { createGuestCart { cart { ${MAGENTO_CART} } } }`, {}, caller), 'createGuestCart').id;

export const addProducts = (url: string, cartId: string, items: Array<Record<string, unknown>>, caller: Caller = {}) =>
  post<{ addProductsToCart: { cart: MagentoCartData; user_errors: Array<{ __typename: string; code: string; message: string; quantity?: number }> } | null }>(
    url, `mutation Add($id: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $id, cartItems: $items) {
        cart { ${MAGENTO_CART} } user_errors { __typename code message ... on InsufficientStockError { quantity } }
      }
    }`, { id: cartId, items }, caller);

type Setter = (url: string, cartId: string, input: Record<string, unknown>, caller?: Caller) => Promise<MagentoCartData>;

const setter = (mutation: string, inputType: string, field: string): Setter => async (url, cartId, input, caller = {}) =>
  cartFrom(await post<Record<string, { cart: MagentoCartData } | null>>(url, `mutation Set($id: String!, $value: ${inputType}) {
    ${mutation}(input: { cart_id: $id, ${field}: $value }) { cart { ${MAGENTO_CART} } }
  }`, { id: cartId, value: input.value }, caller), mutation);

export const setEmail: Setter = setter('setGuestEmailOnCart', 'String!', 'email');
export const setShipping: Setter = setter('setShippingAddressesOnCart', '[ShippingAddressInput]!', 'shipping_addresses');
export const setBilling: Setter = setter('setBillingAddressOnCart', 'BillingAddressInput!', 'billing_address');
export const setMethod: Setter = setter('setShippingMethodsOnCart', '[ShippingMethodInput]!', 'shipping_methods');
export const setPayment: Setter = setter('setPaymentMethodOnCart', 'PaymentMethodInput!', 'payment_method');

export const ORDER = `
  number status email is_virtual order_date order_status_change_date carrier shipping_method
  comments { message timestamp }
  applied_coupons { code }
  payment_methods { name type additional_data { name value } }
  shipping_address { firstname lastname street city region region_id postcode country_code telephone }
  billing_address { firstname lastname city country_code }
  items { product_sku product_name quantity_ordered product_sale_price { value currency }
    prices { price { value } price_including_tax { value } row_total { value } row_total_including_tax { value }
      total_item_discount { value } original_row_total { value } fixed_product_taxes { label } } }
  total {
    grand_total { value currency } base_grand_total { value currency } subtotal_excl_tax { value } subtotal_incl_tax { value }
    total_tax { value } total_shipping { value } taxes { title rate amount { value } } discounts { label amount { value } coupon { code } }
    shipping_handling { total_amount { value } amount_including_tax { value } }
  }
  invoices { number } shipments { number tracking { carrier number title } }
`;

export interface PlaceOrderData {
  errors: Array<{ code: string; message: string }>;
  order: { order_number: string } | null;
  orderV2: (Record<string, unknown> & { number: string; comments: Array<{ message: string; timestamp: string }> }) | null;
}

export const placeOrder = (url: string, cartId: string, caller: Caller = {}) =>
  post<{ placeOrder: PlaceOrderData | null }>(url, `mutation Place($id: String!) {
    placeOrder(input: { cart_id: $id }) { errors { code message } order { order_number } orderV2 { ${ORDER} } }
  }`, { id: cartId }, caller);

export const texas = {
  firstname: 'Mae', lastname: 'Jemison', street: ['100 Congress Avenue'], city: 'Austin', region: 'TX', postcode: '78701',
  country_code: 'US', telephone: '+1 512 555 0102',
};
