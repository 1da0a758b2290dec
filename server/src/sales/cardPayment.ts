import { cardMethodCode } from '../cart/payments';
import { type CardDetails, type CardGatewayAdapter, cardGatewayFor } from '../gateway/cardGateway';
import { createInvoice } from '../repositories/sales/fulfilment';
import { findOrderById, type OrderRecord } from '../repositories/sales/orderReads';
import { serverError, unable } from './placeOrderError';
import type { Snapshot } from './orderSnapshot';
import type { SalesRequest } from './request';

// The card method's part of placing an order, through the gateway adapter: authorize before, capture after.

export interface Authorization { gateway: CardGatewayAdapter; transactionId: string; card: CardDetails }

/** Card payments: the gateway authorizes the grand total before anything is stored; a decline changes nothing. */
export const authorizeCard = async (request: SalesRequest, snapshot: Snapshot): Promise<Authorization | null> => {
  if (snapshot.paymentCode !== cardMethodCode) return null;
  const gateway = cardGatewayFor(request.store.settings.card_payment.mode);
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
export const captureCard = async (request: SalesRequest, order: OrderRecord, authorization: Authorization): Promise<OrderRecord> => {
  if (authorization.gateway.paymentAction !== 'authorize_capture') return order;
  // A failed capture leaves the order authorized (Processing, not invoiced): it can be captured later, as in Magento.
  const result = await authorization.gateway.capture(authorization.transactionId, order.grand_total, order.currency)
    .catch(() => ({ captured: false as const, message: 'capture failed' }));
  if (!result.captured) return order;
  createInvoice(request.db, order.id);
  return findOrderById(request.db, order.id) ?? order;
};

/** Releases an authorization that did not become an order. */
export const voidCard = (authorization: Authorization): Promise<void> => authorization.gateway.void(authorization.transactionId);
