/**
 * Why a cart cannot become an order, as Magento's services say it. `unable`: what QuoteManagement refuses
 * (GraphQL words it "Unable to place order: <reason>"); `guest-email-missing`: the guest left no e-mail.
 * A cart the caller may not use is the cart domain's CartAccessError.
 */
export type PlaceOrderFailure = 'unable' | 'guest-email-missing';

export class PlaceOrderError extends Error {
  constructor(readonly kind: PlaceOrderFailure, message: string) {
    super(message);
  }
}

export const unable = (reason: string): PlaceOrderError => new PlaceOrderError('unable', reason);

/** Magento's reason for a failure the shopper can only retry (nothing was stored). */
export const serverError = 'A server error stopped your order from being placed. Please try to place your order again';
