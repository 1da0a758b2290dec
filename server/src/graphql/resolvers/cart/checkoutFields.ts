import { findPaymentMethod } from '../../../cart/payments';
import { cartView, isVirtualCart } from '../../../cart/view';
import { encodeUid } from '../../../lib/uid';
import { countryName } from '../../../locale';
import { type CartAddressRecord, findCartAddress } from '../../../repositories/cart/cartAddresses';
import { cartPaymentData, type CartRow } from '../../../repositories/cart/carts';
import { cartItemSources, shippingMethodOutput } from './cartFields';
import type { CartItemSource } from './itemFields';
import type { GraphQLContext } from '../../context';

/** The parent of ShippingCartAddress / BillingCartAddress: the stored address and its cart. */
export interface CartAddressSource {
  address: CartAddressRecord;
  cart: CartRow;
}

/** Magento's CartAddressCountry.label: the country's name in the store's language. */
const countryLabel = countryName;

type AddressField<T> = (source: CartAddressSource, args: unknown, context: GraphQLContext) => T;

/** CartAddressInterface: the fields both address types share. */
const addressFields = {
  id: ({ address }: CartAddressSource): number => address.id,
  uid: ({ address }: CartAddressSource): string => encodeUid(address.id),
  firstname: ({ address }: CartAddressSource): string => address.firstname ?? '',
  lastname: ({ address }: CartAddressSource): string => address.lastname ?? '',
  middlename: ({ address }: CartAddressSource): string | null => address.middlename,
  prefix: ({ address }: CartAddressSource): string | null => address.prefix,
  suffix: ({ address }: CartAddressSource): string | null => address.suffix,
  company: ({ address }: CartAddressSource): string | null => address.company,
  street: ({ address }: CartAddressSource): string[] => address.street,
  city: ({ address }: CartAddressSource): string => address.city ?? '',
  postcode: ({ address }: CartAddressSource): string | null => address.postcode,
  telephone: ({ address }: CartAddressSource): string | null => address.telephone,
  fax: ({ address }: CartAddressSource): string | null => address.fax,
  vat_id: ({ address }: CartAddressSource): string | null => address.vat_id,
  // Magento always answers the region object, with nulls for a country without regions.
  region: ({ address }: CartAddressSource): unknown => ({ code: address.region_code, label: address.region, region_id: address.region_id }),
  country: (({ address }, _args, context) => ({
    code: address.country_id ?? '', label: address.country_id ? countryLabel(context.store.settings.locale, address.country_id) : '',
  })) as AddressField<unknown>,
};

/** ShippingCartAddress: the address with the methods its destination can have and the one chosen. */
const shippingAddressFields = {
  ...addressFields,
  customer_notes: ({ address }: CartAddressSource): string | null => address.customer_notes,
  same_as_billing: ({ address }: CartAddressSource): boolean => address.same_as_billing === 1,
  available_shipping_methods: (({ cart }, _args, context) => {
    const { totals } = cartView(context, cart);
    return totals.rates.map((rate) => shippingMethodOutput(rate, totals));
  }) as AddressField<unknown[]>,
  selected_shipping_method: (({ cart }, _args, context) => {
    const { totals } = cartView(context, cart);
    if (!totals.shipping) return null;
    const method = shippingMethodOutput(totals.shipping.rate, totals);
    return { ...method, base_amount: method.amount };
  }) as AddressField<unknown>,
  cart_items: (({ cart }, _args, context) => cartView(context, cart).lines.filter((line) => !line.isVirtual)
    .map((line) => ({ cart_item_id: line.item.id, quantity: line.qty }))) as AddressField<unknown[]>,
  cart_items_v2: (({ cart }, _args, context) => cartItemSources(cartView(context, cart))
    .filter((item) => !item.totals.line.isVirtual)) as AddressField<CartItemSource[]>,
};

const billingAddressFields = { ...addressFields, customer_notes: (): null => null };

type CartField<T> = (cart: CartRow, args: unknown, context: GraphQLContext) => T;

/** The Cart fields checkout adds. */
export const checkoutCartFields = {
  // A virtual cart has no shipping address (Magento lists none); otherwise the one set, if any.
  shipping_addresses: ((cart, _args, context) => {
    const address = findCartAddress(context.db, cart.id, 'shipping');
    if (!address || isVirtualCart(cartView(context, cart).lines)) return [];
    return [{ address, cart }];
  }) as CartField<CartAddressSource[]>,
  billing_address: ((cart, _args, context) => {
    const address = findCartAddress(context.db, cart.id, 'billing');
    return address ? { address, cart } : null;
  }) as CartField<CartAddressSource | null>,
  // Magento answers an empty code and title until a method is set.
  selected_payment_method: ((cart, _args, context) => {
    const code = cart.payment_method_code ?? '';
    const data = cartPaymentData(cart);
    return {
      code, title: code ? findPaymentMethod(code)?.title(context.store) ?? code : '',
      purchase_order_number: data.purchase_order_number ?? null, card_brand: data.card_brand ?? null, card_last4: data.card_last4 ?? null,
    };
  }) as CartField<unknown>,
  customer_note: (cart: CartRow): string | null => cart.customer_note,
};

export const checkoutTypeResolvers = {
  CartAddressInterface: {
    __resolveType: (source: CartAddressSource): string => (source.address.address_type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
  ShippingCartAddress: shippingAddressFields,
  BillingCartAddress: billingAddressFields,
};
