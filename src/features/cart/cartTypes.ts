// The cart shapes the client keeps (spec §3 Cart, Cart state). Magento field names; later issues
// widen CartItem with the per-type options as the screens that show them arrive.

export interface Money {
  value: number | null;
  currency?: string | null;
}

export interface CartItemProduct {
  id?: number | null;
  sku: string;
  name: string | null;
  url_key?: string | null;
  render_type?: string | null;
  stock_status?: string | null;
  thumbnail?: { url: string | null; label: string | null } | null;
}

export interface OptionValue {
  label: string | null;
  value?: string | null;
  quantity?: number | null;
}

/** The per-type options of an item (only the ones its __typename carries are present). */
export interface CartItemOptions {
  customizable_options?: Array<{ label: string | null; values: OptionValue[] | null }> | null;
  configurable_options?: Array<{ option_label: string | null; value_label: string | null }> | null;
  bundle_options?: Array<{ label: string | null; values: OptionValue[] | null }> | null;
  links?: Array<{ title: string | null }> | null;
}

export interface CartItemPrices {
  price?: Money | null;
  row_total?: Money | null;
  row_total_including_tax?: Money | null;
  row_price_including_tax?: Money | null;
  discounts?: Array<{ label: string | null; amount: Money }> | null;
}

export interface CartItem extends CartItemOptions {
  __typename?: string;
  id: string;
  uid?: string;
  quantity: number;
  product: CartItemProduct;
  current_product?: { sku: string | null } | null;
  item_has_old_price?: boolean | null;
  item_has_special?: boolean | null;
  item_row_old_price?: number | null;
  item_row_price?: number | null;
  item_row_total_price?: number | null;
  item_row_name?: string | null;
  item_row_thumbnail?: string | null;
  prices?: CartItemPrices | null;
}

/** Spec §3: displayed name and SKU prefer the brand extras. */
export const itemName = (item: CartItem): string => item.item_row_name || item.product.name || item.product.sku;
export const itemSku = (item: CartItem): string => item.current_product?.sku || item.product.sku;

export interface CountryRef {
  code: string;
  label: string | null;
}

export interface RegionRef {
  code: string | null;
  label: string | null;
  region_id: number | null;
}

export interface AvailableShippingMethod {
  amount: Money;
  available: boolean;
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
}

export interface SelectedShippingMethod {
  amount: Money;
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title: string;
}

export interface CartAddress {
  firstname: string;
  lastname: string;
  city: string;
  company: string | null;
  country: CountryRef;
  region: RegionRef | null;
  postcode: string | null;
  street: string[];
  telephone: string | null;
  vat_id?: string | null;
}

export interface ShippingCartAddress extends CartAddress {
  available_shipping_methods?: AvailableShippingMethod[];
  selected_shipping_method?: SelectedShippingMethod | null;
}

export interface PaymentMethod {
  code: string;
  title: string;
}

/** Magento SelectedPaymentMethod. */
export interface SelectedPaymentMethod {
  code: string;
  title: string;
  purchase_order_number?: string | null;
}

export interface CartDetail {
  id: string;
  email: string | null;
  is_virtual: boolean;
  items: CartItem[];
  prices: {
    grand_total: { value: number; currency?: string | null };
    subtotal_including_tax: { value: number; currency?: string | null };
    subtotal_excluding_tax?: Money | null;
    subtotal_with_discount_excluding_tax?: Money | null;
    applied_taxes?: Array<{ label: string | null; amount: Money }> | null;
    discounts?: Array<{ label: string | null; amount: Money }> | null;
  };
  total_quantity: number;
  applied_coupons: Array<{ code: string }> | null;
  shipping_addresses: ShippingCartAddress[];
  available_payment_methods?: PaymentMethod[];
  billing_address?: CartAddress | null;
  selected_payment_method?: SelectedPaymentMethod | null;
  /** Brand extension: the order comment. */
  customer_note?: string | null;
  customer_group_id: number | null;
  minimum_order_qty_validation?: { failure_message: string | null; failure_redirect_url: string | null } | null;
}

/** A cart as the server sends it: shipping_addresses arrives with the checkout issue's backend. */
export type CartReply = Omit<CartDetail, 'shipping_addresses'> & { shipping_addresses?: ShippingCartAddress[] | null };

export function toCartDetail(reply: CartReply): CartDetail {
  return { ...reply, shipping_addresses: reply.shipping_addresses ?? [] };
}

/** What the add-to-cart popup shows about the product just added (spec §3 Previous product). */
export interface PreviousProduct {
  sku: string;
  name: string;
  thumbImage?: string | null;
  small_image?: { url: string | null; label: string | null } | null;
  parent_product?: { thumbnail: { url: string | null } | null } | null;
  parent_thumbnail_path?: string | null;
  render_type?: string | null;
}

/** Spec §3: a placeholder address whose firstname is the literal word "firstname" counts as empty. */
export function isPlaceholderAddress(address: Pick<CartAddress, 'firstname'> | null | undefined): boolean {
  return !address || address.firstname === 'firstname';
}
