import { minimumOrderValidation } from '../cart/minimumOrder';
import { cardMethodCode, findPaymentMethod, isPaymentMethodAvailable, type PaymentMethodDefinition } from '../cart/payments';
import { saleProduct, saleQtyProblem, stockProblem } from '../cart/stock';
import { type CartView, isVirtualCart } from '../cart/view';
import { type CartAddressRecord, findCartAddress } from '../repositories/cart/cartAddresses';
import { cartPaymentData } from '../repositories/cart/carts';
import { type CustomerRecord, findCustomerById } from '../repositories/customer/customers';
import { PlaceOrderError, serverError, unable } from './placeOrderError';
import type { SalesRequest } from './request';

// Magento's QuoteValidator message for a cart without a billing address (AbstractAddress::validate of an empty one).
const billingMissing = 'Please check the billing address information. "firstname" is required. Enter and try again. '
  + '"lastname" is required. Enter and try again. "street" is required. Enter and try again. "city" is required. Enter and try again. '
  + '"telephone" is required. Enter and try again. "postcode" is required. Enter and try again. "countryId" is required. Enter and try again.';

/** A cart that may become an order, with what the order is made of. */
export interface ValidQuote {
  customer: CustomerRecord | null;
  email: string;
  shipping: CartAddressRecord | null;
  billing: CartAddressRecord;
  method: PaymentMethodDefinition;
  paymentCode: string;
  paymentData: Record<string, string>;
}

/**
 * Magento's checks before submitting a quote, in its order: items, guest e-mail, shipping address and method
 * (carts that ship), billing address, stock, payment method; then the brand's minimum order. The first
 * failure is the answer; nothing is written.
 */
export const validateQuote = (request: SalesRequest, { cart, lines, totals }: CartView): ValidQuote => {
  const { db, store } = request;
  if (lines.length === 0) throw unable(serverError);
  const customer = cart.customer_id !== null ? findCustomerById(db, cart.customer_id) : null;
  const email = customer?.email ?? cart.email;
  // Magento's PlaceOrder checks the guest e-mail itself, before the quote is submitted: no "Unable to place order" here.
  if (!email) throw new PlaceOrderError('guest-email-missing', 'Guest email for cart is missing.');
  const virtual = isVirtualCart(lines);
  const shipping = virtual ? null : findCartAddress(db, cart.id, 'shipping');
  if (!virtual && !shipping?.country_id) throw unable("Some addresses can't be used due to the configurations for specific countries.");
  if (!virtual && !totals.shipping) throw unable('The shipping method is missing. Select the shipping method and try again.');
  const billing = findCartAddress(db, cart.id, 'billing');
  if (!billing?.country_id) throw unable(billingMissing);
  for (const line of lines) {
    const others = lines.filter((other) => other !== line);
    if (stockProblem(line, others) || saleQtyProblem(saleProduct(line), line.qty)) throw unable('Some of the products are out of stock.');
  }
  const paymentCode = cart.payment_method_code ?? '';
  const paymentData = cartPaymentData(cart);
  const method = findPaymentMethod(paymentCode);
  if (!method || !isPaymentMethodAvailable(paymentCode, { store, totals, profile: request.profile })) throw unable('Enter a valid payment method and try again.');
  if (paymentCode === 'purchaseorder' && !paymentData.purchase_order_number) throw unable('Purchase order number is a required field.');
  if (paymentCode === cardMethodCode && !paymentData.token) throw unable('Enter a valid payment method and try again.');
  const minimum = minimumOrderValidation(store, totals, request.origin, request.profile);
  if (minimum.failure_message) throw unable(minimum.failure_message);
  return { customer, email, shipping, billing, method, paymentCode, paymentData };
};
