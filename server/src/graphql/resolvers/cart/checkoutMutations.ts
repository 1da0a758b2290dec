import { cardMethodCode, isPaymentMethodAvailable } from '../../../cart/payments';
import { cartView, isVirtualCart } from '../../../cart/view';
import { cardGatewayFor, type CardDetails } from '../../../gateway/cardGateway';
import { findCartAddress } from '../../../repositories/cart/cartAddresses';
import { type CartRow, saveCartShippingMethod, setCartCustomerNote as storeCustomerNote, setCartEmail, setCartPayment } from '../../../repositories/cart/carts';
import { customerIdFromContext } from '../../context';
import { inputError } from '../../errors';
import { requireArgument, withCart } from './access';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Magento's EmailAddressValidator in short: one @, a dotted domain, no spaces, at most 255 characters. */
export const isValidEmail = (email: string): boolean =>
  email.length <= 255 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);

/** Magento's setGuestEmailOnCart: guests only, a valid address. */
const setGuestEmailOnCart: Resolver<{ input?: { cart_id?: string | null; email?: string | null } | null }, { cart: CartRow }> =
  (_parent, args, context) => {
    const cartId = requireArgument(args.input?.cart_id, 'cart_id');
    const email = requireArgument(args.input?.email, 'email').trim();
    if (customerIdFromContext(context) !== null) throw inputError('The request is not allowed for logged in customers');
    if (!isValidEmail(email)) throw inputError('Invalid email format');
    const { cart } = withCart(context, cartId, (row) => setCartEmail(context.db, row.id, email));
    return { cart };
  };

const shippingAddressMissing = 'The shipping address is missing. Set the address and try again.';

interface ShippingMethodsInput {
  input?: { cart_id?: string | null; shipping_methods?: Array<{ carrier_code?: string | null; method_code?: string | null } | null> | null } | null;
}

/** Magento's setShippingMethodsOnCart: one method, among those the shipping address can have. */
const setShippingMethodsOnCart: Resolver<ShippingMethodsInput, { cart: CartRow }> = (_parent, args, context) => {
  const cartId = requireArgument(args.input?.cart_id, 'cart_id');
  const methods = (args.input?.shipping_methods ?? []).filter((m) => m !== null);
  if (methods.length === 0) throw inputError('Required parameter "shipping_methods" is missing');
  if (methods.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const carrier = requireArgument(methods[0]?.carrier_code, 'carrier_code', '.');
  const method = requireArgument(methods[0]?.method_code, 'method_code', '.');
  const { cart } = withCart(context, cartId, (row) => {
    const view = cartView(context, row);
    if (isVirtualCart(view.lines) || !findCartAddress(context.db, row.id, 'shipping')) throw inputError(shippingAddressMissing);
    if (!view.totals.rates.some((rate) => rate.carrier_code === carrier && rate.method_code === method)) {
      throw inputError(`Carrier with such method not found: ${carrier}, ${method}`);
    }
    saveCartShippingMethod(context.db, row.id, { carrier, method });
  });
  return { cart };
};

interface PaymentMethodArgs {
  input?: {
    cart_id?: string | null;
    payment_method?: { code?: string | null; purchase_order_number?: string | null; spectrane_card?: { token?: string | null } | null } | null;
  } | null;
}

/** The card behind the token, from the store's gateway (only the brand and last four digits are kept). */
const cardFor = async (context: GraphQLContext, token: string | null | undefined): Promise<{ token: string; card: CardDetails }> => {
  const value = token?.trim();
  if (!value) throw inputError('Required parameter "token" for "spectrane_card" is missing.');
  const gateway = cardGatewayFor(context.store.settings.card_payment.mode);
  if (!gateway) throw inputError('The requested Payment Method is not available.');
  const card = await gateway.describeToken(value);
  if (!card) throw inputError('The card token is not valid.');
  return { token: value, card };
};

/**
 * Magento's setPaymentMethodOnCart: a method the cart may use now (PaymentMethodManagement::set wants the
 * shipping address first for a cart that ships), purchaseorder with its number, the brand card with a token.
 */
const setPaymentMethodOnCart: Resolver<PaymentMethodArgs, Promise<{ cart: CartRow }>> = async (_parent, args, context) => {
  const cartId = requireArgument(args.input?.cart_id, 'cart_id', '.');
  const input = args.input?.payment_method;
  const code = input?.code?.trim();
  if (!input || !code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  const card = code === cardMethodCode && context.profile !== 'stock' ? await cardFor(context, input.spectrane_card?.token) : null;
  const { cart } = withCart(context, cartId, (row) => {
    const view = cartView(context, row);
    // PaymentMethodManagement::set: a quote that is not virtual (an empty one neither) needs its shipping address first.
    if (!isVirtualCart(view.lines) && !findCartAddress(context.db, row.id, 'shipping')) {
      throw inputError(shippingAddressMissing);
    }
    if (!isPaymentMethodAvailable(code, { store: context.store, totals: view.totals, profile: context.profile })) {
      throw inputError('The requested Payment Method is not available.');
    }
    let data: Record<string, string> | null = null;
    if (code === 'purchaseorder') {
      const number = input.purchase_order_number?.trim();
      if (!number) throw inputError('Purchase order number is a required field.');
      data = { purchase_order_number: number };
    } else if (card) {
      data = { token: card.token, card_brand: card.card.brand, card_last4: card.card.last4 };
    }
    setCartPayment(context.db, row.id, code, data);
  });
  return { cart };
};

const noteLimit = 1000;

/** Brand setCartCustomerNote: the order comment (spec §4), copied onto the order by placeOrder. */
const setCartCustomerNote: Resolver<{ input: { cart_id?: string | null; note?: string | null } }, { cart: CartRow }> = (_parent, args, context) => {
  const cartId = requireArgument(args.input.cart_id, 'cart_id');
  const note = args.input.note?.trim() ?? '';
  if ([...note].length > noteLimit) throw inputError(`The order comment cannot be longer than ${noteLimit} characters.`);
  const { cart } = withCart(context, cartId, (row) => storeCustomerNote(context.db, row.id, note === '' ? null : note));
  return { cart };
};

export const checkoutMutations = { setGuestEmailOnCart, setShippingMethodsOnCart, setPaymentMethodOnCart, setCartCustomerNote };
