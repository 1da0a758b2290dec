import { type Item, presentItems } from '../../lib/graphql/present';
import type {
  CartAddressFieldsFragment, CartFieldsFragment, CartItemFieldsFragment, ShippingMethodFieldsFragment,
} from '../../lib/graphql/generated';

// The cart as the client keeps it (spec §3 Cart, Cart state): the generated types of the CartFields
// selection (cart.gql.ts, npm run codegen) and parts of them. Brand fields (@brand) are optional:
// stock Magento has none (itemDisplay.ts falls back to Magento's own fields).

type CartFields = CartFieldsFragment;

/** A cart as any cart call returns it (the CartFields fragment). */
export type CartReply = CartFields;

/** One cart line: a union by __typename (each item type carries its own options). */
export type CartItem = CartItemFieldsFragment;

/** A shipping or billing address of the cart (without the shipping methods). */
export type CartAddress = CartAddressFieldsFragment;

/** A shipping address with its available and selected methods. */
export type ShippingCartAddress = Item<CartFields['shipping_addresses']>;

/** Magento AvailableShippingMethod (the ShippingMethodFields fragment). */
export type AvailableShippingMethod = ShippingMethodFieldsFragment;

/** Magento SelectedShippingMethod. */
export type SelectedShippingMethod = NonNullable<ShippingCartAddress['selected_shipping_method']>;

/** Magento AvailablePaymentMethod. */
export type PaymentMethod = Item<CartFields['available_payment_methods']>;

/** Magento SelectedPaymentMethod. */
export type SelectedPaymentMethod = NonNullable<CartFields['selected_payment_method']>;

/** Magento CartPrices: totals, taxes and discounts. */
export type CartPrices = NonNullable<CartFields['prices']>;

type Lists = 'items' | 'applied_coupons' | 'shipping_addresses' | 'available_payment_methods';

/** Cart state's cartDetail: a cart reply whose lists hold only present entries (never null). */
export type CartDetail = Omit<CartFields, Lists> & {
  items: CartItem[];
  applied_coupons: Item<CartFields['applied_coupons']>[];
  shipping_addresses: ShippingCartAddress[];
  available_payment_methods: PaymentMethod[];
};

export function toCartDetail(reply: CartReply): CartDetail {
  return {
    ...reply,
    items: presentItems(reply.items),
    applied_coupons: presentItems(reply.applied_coupons),
    shipping_addresses: presentItems(reply.shipping_addresses),
    available_payment_methods: presentItems(reply.available_payment_methods),
  };
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
/**
 * The order comment (spec §3): the brand's cart field, else Magento's note on the shipping address.
 */
export function orderNoteOf(cart: Pick<CartDetail, 'customer_note' | 'shipping_addresses'>): string {
  return cart.customer_note ?? cart.shipping_addresses[0]?.customer_notes ?? '';
}

export function isPlaceholderAddress(address: Pick<CartAddress, 'firstname'> | null | undefined): boolean {
  return !address || address.firstname === 'firstname';
}
