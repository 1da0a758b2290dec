import { minimumOrderValidation } from '../../../cart/minimumOrder';
import { cardMethodCode, findPaymentMethod, isPaymentMethodAvailable } from '../../../cart/payments';
import { saleProduct, saleQtyProblem, stockDemand, stockProblem } from '../../../cart/stock';
import { cartView, isVirtualCart } from '../../../cart/view';
import { type CardGatewayAdapter, cardGatewayFor, type CardDetails } from '../../../gateway/cardGateway';
import { type CartAddressRecord, findCartAddress } from '../../../repositories/cart/cartAddresses';
import { cartPaymentData, type CartRow, closeCartForOrder, findCartByMaskedId } from '../../../repositories/cart/carts';
import { superAttributesFor } from '../../../repositories/catalog/composites';
import { roundPrice } from '../../../repositories/catalog/moneyJson';
import { attributeValuesFor } from '../../../repositories/catalog/productDetails';
import { insertAddress } from '../../../repositories/customer/addresses';
import { findCustomerById, setDefaultAddresses } from '../../../repositories/customer/customers';
import { queueEmail } from '../../../repositories/outbox';
import { createInvoice } from '../../../repositories/sales/fulfilment';
import { deductStock, downloadLimits } from '../../../repositories/sales/inventory';
import { findOrderById, findOrderByQuoteId, type OrderRecord } from '../../../repositories/sales/orderReads';
import { createOrderFromCart, type NewOrder, type OrderAddressInput, type OrderItemInput } from '../../../repositories/sales/orders';
import { customerIdFromContext } from '../../context';
import { inputError, noSuchEntityError } from '../../errors';
import { cartForUser, requireArgument } from './access';
import { failed, type PlaceOrderOutput } from './placeOrderErrors';
import type { CartLine } from '../../../cart/lines';
import type { LineTotals } from '../../../cart/totals';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';
import type { Database } from 'better-sqlite3';

/** Magento 2.4.8's placeOrder failures: "Unable to place order: …" (graphql-input). */
const unable = (message: string): Error => inputError(`Unable to place order: ${message}`);

const serverError = 'A server error stopped your order from being placed. Please try to place your order again';

// Magento's QuoteValidator message for a cart without a billing address (AbstractAddress::validate of an empty one).
const billingMissing = 'Please check the billing address information. "firstname" is required. Enter and try again. '
  + '"lastname" is required. Enter and try again. "street" is required. Enter and try again. "city" is required. Enter and try again. '
  + '"telephone" is required. Enter and try again. "postcode" is required. Enter and try again. "countryId" is required. Enter and try again.';

/** Everything the order will hold, computed from the cart; compared again inside the transaction that stores it. */
interface Snapshot {
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

/** The options of an item as the order page shows them: chosen values (selected) and typed text (entered). */
const itemOptions = (db: Database, storeCode: string, line: CartLine): Pick<OrderItemInput, 'selectedOptions' | 'enteredOptions'> => {
  const selected: Array<{ label: string; value: string }> = [];
  const entered: Array<{ label: string; value: string }> = [];
  if (line.variant) {
    const values = attributeValuesFor(db, [line.variant.id], storeCode).get(line.variant.id) ?? [];
    for (const attribute of superAttributesFor(db, [line.product.id], storeCode).get(line.product.id) ?? []) {
      const value = values.find((v) => v.attribute_id === attribute.attribute_id);
      if (value) selected.push({ label: attribute.label, value: value.label });
    }
  }
  for (const chosen of line.options) {
    if (chosen.values.length > 0) selected.push({ label: chosen.option.title, value: chosen.values.map((v) => v.title).join(', ') });
    else entered.push({ label: chosen.option.title, value: chosen.text ?? '' });
  }
  const byOption = new Map<string, string[]>();
  for (const s of line.bundle) byOption.set(s.option.title, [...(byOption.get(s.option.title) ?? []), `${s.qty} x ${s.child.name}`]);
  for (const [label, values] of byOption) selected.push({ label, value: values.join(', ') });
  return { selectedOptions: selected, enteredOptions: entered };
};

/** The regular unit price (before a special or tier price) with and without tax: the catalogue price, taxed as the line. */
const originalPrices = (t: LineTotals): Pick<OrderItemInput, 'originalPrice' | 'originalPriceInclTax'> => {
  const taxFactor = t.rowExcl > 0 ? t.rowIncl / t.rowExcl : 1;
  const catalogIncludesTax = t.unitCatalog !== t.unitExcl;
  return catalogIncludesTax
    ? { originalPrice: roundPrice(t.regularUnitCatalog / taxFactor), originalPriceInclTax: t.regularUnitCatalog }
    : { originalPrice: t.regularUnitCatalog, originalPriceInclTax: roundPrice(t.regularUnitCatalog * taxFactor) };
};

const orderItem = (db: Database, storeCode: string, t: LineTotals): OrderItemInput => {
  const { line } = t;
  const limits = downloadLimits(db, line.links.map((link) => link.id));
  return {
    productId: line.product.id,
    sku: saleProduct(line).sku,
    name: line.product.name,
    productType: line.product.type_id,
    urlKey: line.product.url_key,
    qty: line.qty,
    price: t.unitExcl,
    rowTotal: t.rowExcl,
    taxAmount: t.tax,
    discountAmount: t.discount,
    priceInclTax: t.unitIncl,
    rowTotalInclTax: t.rowIncl,
    ...originalPrices(t),
    ...itemOptions(db, storeCode, line),
    downloadableLinks: line.links.map((link) => ({ id: link.id, title: link.title, numberOfDownloads: limits.get(link.id) ?? 0 })),
  };
};

/**
 * Magento's checks before submitting a quote, in its order: items, guest e-mail, shipping address and method
 * (carts that ship), billing address, stock, payment method; then the brand's minimum order. Any failure
 * leaves everything as it was.
 */
const snapshotOf = (context: GraphQLContext, cart: CartRow): Snapshot => {
  const { db, store } = context;
  const { lines, totals, coupons } = cartView(context, cart);
  if (lines.length === 0) throw unable(serverError);
  const customer = cart.customer_id !== null ? findCustomerById(db, cart.customer_id) : null;
  const email = customer?.email ?? cart.email;
  // Magento's PlaceOrder checks the guest e-mail itself, before the quote is submitted: no "Unable to place order" here.
  if (!email) throw inputError('Guest email for cart is missing.');
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
  if (!method || !isPaymentMethodAvailable(paymentCode, { store, totals, profile: context.profile })) {
    throw unable('Enter a valid payment method and try again.');
  }
  if (paymentCode === 'purchaseorder' && !paymentData.purchase_order_number) throw unable('Purchase order number is a required field.');
  if (paymentCode === cardMethodCode && !paymentData.token) throw unable('Enter a valid payment method and try again.');
  const minimum = minimumOrderValidation(store, totals, context.origin, context.profile);
  if (minimum.failure_message) throw unable(minimum.failure_message);

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

/**
 * Magento's "Save in address book" on checkout addresses: a customer's new address joins the address book when
 * the order is placed (once when billing and shipping are the same), and becomes the default where there is none.
 */
const saveToAddressBook = (db: Database, customerId: number, addresses: Snapshot['toAddressBook']): void => {
  const customer = findCustomerById(db, customerId);
  if (!customer) return;
  const store = (address: CartAddressRecord): number => insertAddress(db, customerId, {
    prefix: address.prefix, firstname: address.firstname ?? '', middlename: address.middlename, lastname: address.lastname ?? '',
    suffix: address.suffix, company: address.company, street: address.street, city: address.city ?? '', region: address.region,
    region_code: address.region_code, region_id: address.region_id, postcode: address.postcode, country_code: address.country_id ?? '',
    telephone: address.telephone ?? '', fax: address.fax, vat_id: address.vat_id,
  });
  const shippingId = addresses.shipping ? store(addresses.shipping) : null;
  const billingId = addresses.billing
    ? (shippingId !== null && addresses.shipping?.same_as_billing === 1 ? shippingId : store(addresses.billing)) : null;
  setDefaultAddresses(db, customerId, {
    shipping: customer.default_shipping === null && shippingId !== null ? shippingId : undefined,
    billing: customer.default_billing === null && billingId !== null ? billingId : undefined,
  });
};

/** Magento's new-order e-mail (sales_email_order_template, or the guest one), queued in email_outbox with the order. */
const queueOrderMail = (context: GraphQLContext, order: NewOrder, number: string): void => {
  const lines = order.items.map((item) => `${item.qty} x ${item.name} (${item.sku})`).join('\n');
  queueEmail(context.db, {
    storeCode: order.storeCode,
    template: order.customerId === null ? 'sales_email_order_guest_template' : 'sales_email_order_template',
    toEmail: order.email,
    toName: [order.firstname, order.lastname].filter(Boolean).join(' '),
    subject: `Your ${context.store.websiteName} order confirmation`,
    body: `Thank you for your order #${number}.\n${lines}\nGrand total: ${order.totals.grandTotal.toFixed(2)} ${order.currency}`,
  });
};

type Opened = { placed: OrderRecord } | { snapshot: Snapshot };

/**
 * The caller's cart for placing an order. A cart already turned into an order answers that order to its owner
 * (placeOrder is idempotent: a repeated or concurrent call gets the same order number); any other inactive
 * cart gets Magento's "The cart isn't active.".
 */
const open = (context: GraphQLContext, maskedId: string): Opened => {
  const cart = findCartByMaskedId(context.db, maskedId);
  if (cart && cart.is_active !== 1 && cart.customer_id === customerIdFromContext(context)) {
    const placed = findOrderByQuoteId(context.db, cart.id);
    if (placed) return { placed };
  }
  return { snapshot: snapshotOf(context, cartForUser(context, maskedId)) };
};

interface Authorization { gateway: CardGatewayAdapter; transactionId: string; card: CardDetails }

const withoutDate = (order: NewOrder): string => JSON.stringify({ ...order, createdAt: undefined });

/**
 * One transaction: the cart is read again and must still be active and unchanged, the order is stored with
 * the cart's snapshot, stock goes down, and the cart becomes inactive with the order number.
 */
const commit = (context: GraphQLContext, maskedId: string, before: Snapshot, authorization: Authorization | null): { order: OrderRecord; fresh: boolean } =>
  context.db.transaction((): { order: OrderRecord; fresh: boolean } => {
    const now = open(context, maskedId);
    if ('placed' in now) return { order: now.placed, fresh: false };
    if (withoutDate(now.snapshot.order) !== withoutDate(before.order)) throw unable(serverError);
    const created = createOrderFromCart(context.db, {
      ...now.snapshot.order,
      ...(authorization ? { state: 'processing', status: 'processing', paymentTransactionId: authorization.transactionId } : {}),
    });
    if (!closeCartForOrder(context.db, now.snapshot.cart.id, created.number)) throw noSuchEntityError("The cart isn't active.");
    deductStock(context.db, now.snapshot.demand);
    queueOrderMail(context, now.snapshot.order, created.number);
    if (now.snapshot.cart.customer_id !== null) saveToAddressBook(context.db, now.snapshot.cart.customer_id, now.snapshot.toAddressBook);
    const order = findOrderById(context.db, created.id);
    if (!order) throw new Error(`order ${created.id} vanished`);
    return { order, fresh: true };
  })();

/** Card payments: the gateway authorizes the grand total before anything is stored; a decline changes nothing. */
const authorizeCard = async (context: GraphQLContext, snapshot: Snapshot): Promise<Authorization | null> => {
  if (snapshot.paymentCode !== cardMethodCode) return null;
  const gateway = cardGatewayFor(context.store.settings.card_payment.mode);
  const token = snapshot.paymentData.token;
  if (!gateway || !token) throw unable('Enter a valid payment method and try again.');
  let result: Awaited<ReturnType<CardGatewayAdapter['authorize']>>;
  try {
    result = await gateway.authorize({
      token, amount: snapshot.order.totals.grandTotal, currency: snapshot.order.currency, reference: `quote-${snapshot.cart.id}`,
    });
  } catch {
    // The gateway did not answer: nothing was stored, the shopper may try again. (No token or amount in the log.)
    console.error(`[checkout] card gateway ${gateway.name} failed to authorize`);
    throw unable(serverError);
  }
  if (!result.approved) throw unable(result.message);
  return { gateway, transactionId: result.transactionId, card: result.card };
};

/** authorize_capture: the amount is taken after the order is stored, and the order is invoiced. */
const capture = async (context: GraphQLContext, order: OrderRecord, authorization: Authorization): Promise<OrderRecord> => {
  if (authorization.gateway.paymentAction !== 'authorize_capture') return order;
  // A failed capture leaves the order authorized (Processing, not invoiced): it can be captured later, as in Magento.
  const result = await authorization.gateway.capture(authorization.transactionId, order.grand_total, order.currency)
    .catch(() => ({ captured: false as const, message: 'capture failed' }));
  if (!result.captured) return order;
  createInvoice(context.db, order.id);
  return findOrderById(context.db, order.id) ?? order;
};

const placements = new WeakMap<Database, Map<string, Promise<unknown>>>();

/** One placement per cart at a time in this process: a second call waits for the first, then sees its order. */
const oneAtATime = async <T>(db: Database, key: string, work: () => Promise<T>): Promise<T> => {
  let running = placements.get(db);
  if (!running) {
    running = new Map();
    placements.set(db, running);
  }
  const queue = running;
  const run = (queue.get(key) ?? Promise.resolve()).then(work);
  const settled = run.catch(() => undefined);
  queue.set(key, settled);
  try {
    return await run;
  } finally {
    if (queue.get(key) === settled) queue.delete(key);
  }
};

const output = (order: OrderRecord): PlaceOrderOutput => ({
  order: { order_number: order.increment_id, order_id: order.increment_id }, orderV2: order, errors: [],
});

const place = async (context: GraphQLContext, maskedId: string): Promise<PlaceOrderOutput> => {
  const opened = context.db.transaction(() => open(context, maskedId))();
  if ('placed' in opened) return output(opened.placed);
  const authorization = await authorizeCard(context, opened.snapshot);
  let committed: { order: OrderRecord; fresh: boolean };
  try {
    committed = commit(context, maskedId, opened.snapshot, authorization);
  } catch (error) {
    if (authorization) await authorization.gateway.void(authorization.transactionId);
    throw error;
  }
  if (!authorization) return output(committed.order);
  if (!committed.fresh) {
    await authorization.gateway.void(authorization.transactionId);
    return output(committed.order);
  }
  return output(await capture(context, committed.order, authorization));
};

/**
 * Magento's placeOrder: checks the cart, authorizes a card payment, then stores the order and closes the cart
 * in one transaction. Atomic (a failure changes nothing; a declined card leaves the cart as it was) and
 * idempotent (the same cart never makes two orders: a repeated call answers the same order number).
 */
const placeOrder: Resolver<{ input?: { cart_id?: string | null } | null }, Promise<PlaceOrderOutput>> = (_parent, args, context) => {
  const maskedId = requireArgument(args.input?.cart_id, 'cart_id');
  return oneAtATime(context.db, maskedId, () => place(context, maskedId)).catch(failed);
};

export const placeOrderMutations = { placeOrder };
