// The cart shapes the client keeps (spec §3 Cart, Cart state). Magento field names; later issues
// widen CartItem with the per-type options as the screens that show them arrive.

export interface Money {
  value: number | null;
  currency?: string | null;
}

export interface CartItem {
  id: string;
  uid?: string;
  quantity: number;
  product: { sku: string; name: string | null; url_key?: string | null };
}

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

export interface CartDetail {
  id: string;
  email: string | null;
  is_virtual: boolean;
  items: CartItem[];
  prices: {
    grand_total: { value: number };
    subtotal_including_tax: { value: number };
  };
  total_quantity: number;
  applied_coupons: Array<{ code: string }> | null;
  shipping_addresses: ShippingCartAddress[];
  available_payment_methods?: PaymentMethod[];
  customer_group_id: number | null;
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
