import { graphqlPost, type GraphQLResponse } from './helpers';

/** The cart fields the tests read, as the storefront's cart documents ask for them. */
export const CART_FIELDS = `
  id quote_id email is_virtual total_quantity customer_group_id
  applied_coupons { code }
  available_payment_methods { code title }
  minimum_order_qty_validation { failure_message failure_redirect_url }
  prices {
    grand_total { value currency }
    subtotal_excluding_tax { value currency }
    subtotal_including_tax { value }
    subtotal_with_discount_excluding_tax { value }
    applied_taxes { label amount { value currency } }
    discounts { label amount { value } }
  }
  items {
    __typename uid id quantity
    product { sku name render_type }
    current_product { sku }
    item_row_name item_row_price item_row_total_price item_row_old_price item_has_old_price item_has_special item_row_thumbnail
    prices {
      price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value }
      total_item_discount { value } discounts { label amount { value } }
    }
    ... on SimpleCartItem { customizable_options { label values { label value price { type units value } } } }
    ... on VirtualCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } configured_variant { sku } }
    ... on BundleCartItem { bundle_options { label type values { label quantity priceV2 { value } } } }
    ... on DownloadableCartItem { links { title price } }
  }
`;

export interface Money { value: number; currency?: string }

export interface CartItemData {
  __typename: string;
  uid: string;
  id: string;
  quantity: number;
  product: { sku: string; name: string; render_type: string | null };
  current_product: { sku: string };
  item_row_name: string;
  item_row_price: number;
  item_row_total_price: number;
  item_row_old_price: number;
  item_has_old_price: boolean;
  item_has_special: boolean;
  item_row_thumbnail: string | null;
  prices: {
    price: Money; price_including_tax: Money; row_total: Money; row_total_including_tax: Money;
    total_item_discount: Money; discounts: Array<{ label: string; amount: Money }>;
  };
  customizable_options?: Array<{ label: string; values: Array<{ label: string; value: string; price?: { type: string; units: string; value: number } }> }>;
  configurable_options?: Array<{ option_label: string; value_label: string }>;
  configured_variant?: { sku: string };
  bundle_options?: Array<{ label: string; type: string; values: Array<{ label: string; quantity: number; priceV2: Money }> }>;
  links?: Array<{ title: string; price: number }>;
}

export interface CartData {
  id: string;
  quote_id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  customer_group_id: number;
  applied_coupons: Array<{ code: string }> | null;
  available_payment_methods: Array<{ code: string; title: string }>;
  minimum_order_qty_validation: { failure_message: string | null; failure_redirect_url: string | null };
  prices: {
    grand_total: Money;
    subtotal_excluding_tax: Money;
    subtotal_including_tax: Money;
    subtotal_with_discount_excluding_tax: Money;
    applied_taxes: Array<{ label: string; amount: Money }>;
    discounts: Array<{ label: string; amount: Money }> | null;
  };
  items: CartItemData[];
}

export interface CartCall { store?: string; token?: string; currency?: string }

export interface CartItemInputData {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

/** Magento's uid: base64 of a path such as "custom-option/2/2". */
export const uid = (path: string): string => Buffer.from(path, 'utf8').toString('base64');

const call = <T>(url: string, query: string, variables: Record<string, unknown>, options: CartCall): Promise<GraphQLResponse<T>> =>
  graphqlPost<T>(url, query, { store: options.store ?? 'na_us', token: options.token, currency: options.currency, variables });

export const createCart = async (url: string, options: CartCall = {}): Promise<string> => {
  const { body } = await call<{ createEmptyCart: string }>(url, 'mutation CreateCart { createEmptyCart }', {}, options);
  const id = body.data?.createEmptyCart;
  if (!id) throw new Error(`createEmptyCart failed: ${JSON.stringify(body.errors)}`);
  return id;
};

export const CART_QUERY = `query GetCart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

export const getCart = (url: string, cartId: string, options: CartCall = {}): Promise<GraphQLResponse<{ cart: CartData | null }>> =>
  call(url, CART_QUERY, { id: cartId }, options);

/** The cart, failing the test when the query has errors. */
export const readCart = async (url: string, cartId: string, options: CartCall = {}): Promise<CartData> => {
  const { body } = await getCart(url, cartId, options);
  if (!body.data?.cart) throw new Error(`cart failed: ${JSON.stringify(body.errors)}`);
  return body.data.cart;
};

const ADD_TO_CART = `mutation AddToCart($id: String!, $items: [CartItemInput!]!) {
  addToCart(cart_id: $id, cartItems: $items) { message cart { ${CART_FIELDS} } }
}`;

export const addToCart = (url: string, cartId: string, items: CartItemInputData[], options: CartCall = {}):
Promise<GraphQLResponse<{ addToCart: { message: string | null; cart: CartData } | null }>> =>
  call(url, ADD_TO_CART, { id: cartId, items }, options);

/** addToCart that must succeed; answers the cart. */
export const add = async (url: string, cartId: string, items: CartItemInputData[], options: CartCall = {}): Promise<CartData> => {
  const { body } = await addToCart(url, cartId, items, options);
  if (!body.data?.addToCart) throw new Error(`addToCart failed: ${JSON.stringify(body.errors)}`);
  return body.data.addToCart.cart;
};

const ADD_PRODUCTS = `mutation AddProducts($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { ${CART_FIELDS} }
    user_errors { __typename code message ... on InsufficientStockError { quantity } }
  }
}`;

export interface UserError { __typename: string; code: string; message: string; quantity?: number | null }

export const addProducts = (url: string, cartId: string, items: CartItemInputData[], options: CartCall = {}):
Promise<GraphQLResponse<{ addProductsToCart: { cart: CartData; user_errors: UserError[] } | null }>> =>
  call(url, ADD_PRODUCTS, { id: cartId, items }, options);

const UPDATE = `mutation UpdateItems($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { message errors { code message } cart { ${CART_FIELDS} } }
}`;

export const updateItems = (url: string, cartId: string, items: Array<Record<string, unknown>>, options: CartCall = {}):
Promise<GraphQLResponse<{ updateCartItems: { message: string | null; errors: Array<{ code: string; message: string }>; cart: CartData } | null }>> =>
  call(url, UPDATE, { id: cartId, items }, options);

const ESTIMATE_TOTALS = `mutation EstimateTotals($input: EstimateTotalsInput!) { estimateTotals(input: $input) { cart { ${CART_FIELDS} } } }`;

export const estimateTotals = async (url: string, input: Record<string, unknown>, options: CartCall = {}): Promise<CartData> => {
  const { body } = await call<{ estimateTotals: { cart: CartData } }>(url, ESTIMATE_TOTALS, { input }, options);
  if (!body.data?.estimateTotals) throw new Error(`estimateTotals failed: ${JSON.stringify(body.errors)}`);
  return body.data.estimateTotals.cart;
};

export const ESTIMATE_METHODS = `mutation EstimateMethods($input: EstimateTotalsInput!) {
  estimateShippingMethods(input: $input) {
    carrier_code method_code carrier_title method_title available
    amount { value currency } price_excl_tax { value } price_incl_tax { value }
  }
}`;

export const applyCoupon = (url: string, cartId: string, code: string, options: CartCall = {}):
Promise<GraphQLResponse<{ applyCouponToCart: { cart: CartData } | null }>> =>
  call(url, `mutation ApplyCoupon($id: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } }
  }`, { id: cartId, code }, options);

export const removeCoupon = (url: string, cartId: string, options: CartCall = {}):
Promise<GraphQLResponse<{ removeCouponFromCart: { cart: CartData } | null }>> =>
  call(url, `mutation RemoveCoupon($id: String!) {
    removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } }
  }`, { id: cartId }, options);

/** Values of the cart's money fields, for comparing with hand-computed totals. */
export const totalsOf = (cart: CartData): Record<string, unknown> => ({
  subtotal_excluding_tax: cart.prices.subtotal_excluding_tax.value,
  subtotal_including_tax: cart.prices.subtotal_including_tax.value,
  subtotal_with_discount_excluding_tax: cart.prices.subtotal_with_discount_excluding_tax.value,
  grand_total: cart.prices.grand_total.value,
  applied_taxes: cart.prices.applied_taxes.map((t) => [t.label, t.amount.value]),
  discounts: (cart.prices.discounts ?? []).map((d) => [d.label, d.amount.value]),
});
