import { randomBytes } from 'node:crypto';
import { type TestGatewayVault, testGatewayVault } from './testGatewayVault';

/**
 * The brand's card payment (method code `spectrane_card`) talks to its gateway only through this adapter,
 * one per mode of StoreConfig.card_payment (`sandbox`, `production`). The storefront's card form turns the
 * card into a single-use token with the mode's public key; the backend sees the token and nothing else, and
 * keeps only the token, the card brand, the last four digits and the transaction id the gateway returns.
 * Nothing here logs a token or an amount.
 */
export interface CardDetails {
  /** visa, mastercard, amex … as the gateway names them. */
  brand: string;
  last4: string;
}

export interface CardAuthorizationRequest {
  token: string;
  /** In the order currency, rounded to cents. */
  amount: number;
  currency: string;
  /** What the gateway shows against the charge: the order number about to be used. */
  reference: string;
}

export type CardAuthorizationResult =
  | { approved: true; transactionId: string; card: CardDetails }
  | { approved: false; message: string };

export type CardCaptureResult = { captured: true; transactionId: string } | { captured: false; message: string };

export interface CardGatewayAdapter {
  /** Shown nowhere to shoppers; for logs and the README. */
  readonly name: string;
  /** `authorize`: placeOrder reserves the amount (order Processing); `authorize_capture`: also captures it and invoices the order. */
  readonly paymentAction: 'authorize' | 'authorize_capture';
  /** The card behind a token, or null when the gateway does not know the token (checked by setPaymentMethodOnCart). */
  describeToken(token: string): Promise<CardDetails | null>;
  /** Reserves the amount on the card; a decline carries the message the shopper sees. */
  authorize(request: CardAuthorizationRequest): Promise<CardAuthorizationResult>;
  /** Takes an authorized amount. */
  capture(transactionId: string, amount: number, currency: string): Promise<CardCaptureResult>;
  /** Releases an authorization that did not become an order. */
  void(transactionId: string): Promise<void>;
}

interface TestCard extends CardDetails { decline?: string }

/** Fixed test-mode tokens (as providers offer for API tests): the outcome is fixed by the token. */
export const testCards: Readonly<Record<string, TestCard>> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_amex: { brand: 'amex', last4: '0005' },
  tok_declined: { brand: 'visa', last4: '0002', decline: 'Your card was declined.' },
  tok_insufficient_funds: { brand: 'visa', last4: '9995', decline: 'Your card has insufficient funds.' },
};

/** What the shopper is told when a token has outlived its use (gateway tokens are short-lived). */
export const expiredTokenMessage = 'The card details have expired. Enter your card again.';
export const invalidTokenMessage = 'The card token is not valid.';

const declineMessages = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

/**
 * The embedded backend's gateway for the `sandbox` mode: the test gateway's tokens (made by its hosted card
 * fields from a test card number, single use, short-lived: server/src/gateway/testGatewayVault.ts) and the fixed
 * test tokens above; no network. A charge's outcome is the test card's (approve, decline, insufficient funds, or a
 * processing error, which the adapter throws as a real gateway's failure would). Authorizations are kept in memory
 * only so that capture and void behave like a real gateway's.
 */
export const createTestCardGateway = (vault: TestGatewayVault = testGatewayVault, clock: () => number = () => Date.now()): CardGatewayAdapter => {
  const authorizations = new Map<string, { amount: number; currency: string; state: 'authorized' | 'captured' | 'voided' }>();
  const approve = (request: CardAuthorizationRequest, card: CardDetails): CardAuthorizationResult => {
    const transactionId = `test_auth_${randomBytes(8).toString('hex')}`;
    authorizations.set(transactionId, { amount: request.amount, currency: request.currency, state: 'authorized' });
    return { approved: true, transactionId, card };
  };
  return {
    name: 'spectrane-test-gateway',
    paymentAction: 'authorize_capture',
    describeToken: (token) => {
      const card = testCards[token];
      if (card) return Promise.resolve({ brand: card.brand, last4: card.last4 });
      const issued = vault.find(token);
      const usable = issued && issued.mode === 'sandbox' && !issued.used && issued.expiresAt > clock();
      return Promise.resolve(usable ? { brand: issued.brand, last4: issued.last4 } : null);
    },
    authorize: (request) => {
      const card = testCards[request.token];
      if (card) {
        if (card.decline) return Promise.resolve({ approved: false, message: card.decline });
        return Promise.resolve(approve(request, { brand: card.brand, last4: card.last4 }));
      }
      const issued = vault.find(request.token);
      if (!issued || issued.mode !== 'sandbox' || issued.used) return Promise.resolve({ approved: false, message: invalidTokenMessage });
      if (issued.expiresAt <= clock()) return Promise.resolve({ approved: false, message: expiredTokenMessage });
      // Single use: whatever the outcome, the token is spent by the attempt.
      vault.spend(issued.id);
      if (issued.outcome === 'processing_error') return Promise.reject(new Error('test gateway: processing error'));
      if (issued.outcome !== 'approve') return Promise.resolve({ approved: false, message: declineMessages[issued.outcome] });
      return Promise.resolve(approve(request, { brand: issued.brand, last4: issued.last4 }));
    },
    capture: (transactionId, amount, currency) => {
      const auth = authorizations.get(transactionId);
      if (!auth || auth.state !== 'authorized' || auth.currency !== currency || amount > auth.amount) {
        return Promise.resolve({ captured: false, message: 'The authorization cannot be captured.' });
      }
      auth.state = 'captured';
      return Promise.resolve({ captured: true, transactionId: `${transactionId}_capture` });
    },
    void: (transactionId) => {
      const auth = authorizations.get(transactionId);
      if (auth && auth.state === 'authorized') auth.state = 'voided';
      return Promise.resolve();
    },
  };
};

const gateways = new Map<string, CardGatewayAdapter>([['sandbox', createTestCardGateway()]]);

/** Plugs a gateway in for a mode (e.g. a real provider for `production`); the card method is offered only where one is. */
export const registerCardGateway = (mode: string, adapter: CardGatewayAdapter): void => {
  gateways.set(mode, adapter);
};

export const cardGatewayFor = (mode: string): CardGatewayAdapter | undefined => gateways.get(mode);
