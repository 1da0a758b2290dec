import { stockDemand } from '../cart/stock';
import { cartView } from '../cart/view';
import { orderItem } from './orderItems';
import { validateQuote } from './quoteValidation';
import type { SalesRequest } from './request';
import type { CartAddressRecord } from '../repositories/cart/cartAddresses';
import type { CartRow } from '../repositories/cart/carts';
import type { NewOrder, OrderAddressInput } from '../repositories/sales/orders';

/** Everything the order will hold, computed from the cart; compared again inside the transaction that stores it. */
export interface Snapshot {
  cart: CartRow;
  /** New addresses the customer asked to keep (save_in_address_book), stored with the order. */
  toAddressBook: { shipping: CartAddressRecord | null; billing: CartAddressRecord | null };
  order: NewOrder;
  demand: Map<number, number>;
  paymentCode: string;
  paymentData: Record<string, string>;
}

const orderAddress = (address: CartAddressRecord): OrderAddressInput => ({
  customerAddressId: address.customer_address_id, prefix: address.prefix, firstname: address.firstname ?? '',
  middlename: address.middlename, lastname: address.lastname ?? '', suffix: address.suffix, company: address.company,
  street: address.street, city: address.city ?? '', region: address.region, regionId: address.region_id, postcode: address.postcode,
  countryCode: address.country_id ?? '', telephone: address.telephone, fax: address.fax, vatId: address.vat_id,
});

/** The order a valid cart becomes (Magento's quote-to-order conversion); throws PlaceOrderError when it may not. */
export const snapshotOf = (request: SalesRequest, cart: CartRow): Snapshot => {
  const { db, store } = request;
  const view = cartView(request, cart);
  const { lines, totals, coupons } = view;
  const { customer, email, shipping, billing, method, paymentCode, paymentData } = validateQuote(request, view);
  const additional: Array<{ name: string; value: string }> = [];
  if (paymentData.purchase_order_number) additional.push({ name: 'purchase_order_number', value: paymentData.purchase_order_number });
  if (paymentData.card_brand) additional.push({ name: 'card_brand', value: paymentData.card_brand });
  if (paymentData.card_last4) additional.push({ name: 'card_last4', value: paymentData.card_last4 });
  const rate = totals.shipping?.rate;
  const order: NewOrder = {
    storeCode: store.code,
    websiteCode: store.websiteCode,
    currency: totals.currency,
    customerId: cart.customer_id,
    email,
    firstname: customer?.firstname ?? billing.firstname ?? '',
    lastname: customer?.lastname ?? billing.lastname,
    items: totals.lines.map((t) => orderItem(db, store.code, t)),
    billingAddress: orderAddress(billing),
    shippingAddress: shipping ? orderAddress(shipping) : null,
    shippingMethod: totals.shipping && rate ? {
      carrierCode: rate.carrier_code, methodCode: rate.method_code, description: `${rate.carrier_title} - ${rate.method_title}`,
      amount: totals.shipping.excl, amountInclTax: totals.shipping.incl,
    } : null,
    payment: { code: paymentCode, title: method.title(store), additionalData: additional },
    totals: {
      subtotal: totals.subtotalExcl,
      subtotalInclTax: totals.subtotalIncl,
      discount: totals.discount > 0 ? { amount: totals.discount, label: coupons.join(', ') } : null,
      tax: totals.taxTotal,
      taxes: totals.taxes.map((tax) => ({ title: tax.label, rate: Math.round(totals.tax.rate * 100000) / 1000, amount: tax.amount })),
      grandTotal: totals.grandTotal,
    },
    couponCode: coupons[0] ?? null,
    quoteId: cart.id,
    // The order comment: the brand's setCartCustomerNote, else Magento's customer_notes of the shipping address.
    customerNote: cart.customer_note ?? shipping?.customer_notes ?? null,
  };
  const keep = (address: CartAddressRecord | null): CartAddressRecord | null =>
    (customer && address && address.save_in_address_book === 1 && address.customer_address_id === null ? address : null);
  return {
    cart, order, demand: stockDemand(lines), paymentCode, paymentData, toAddressBook: { shipping: keep(shipping), billing: keep(billing) },
  };
};

const withoutDate = (order: NewOrder): string => JSON.stringify({ ...order, createdAt: undefined });

/** Whether the cart still makes the same order (its creation time aside). */
export const sameOrder = (a: NewOrder, b: NewOrder): boolean => withoutDate(a) === withoutDate(b);
