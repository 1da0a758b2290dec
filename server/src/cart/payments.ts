import { cardGatewayFor } from '../gateway/cardGateway';
import { cartTexts } from './texts';
import type { CartTotals } from './totals';
import type { BackendProfile } from '../profile';
import type { StoreRecord } from '../repositories/store/stores';

export interface PaymentContext {
  store: StoreRecord;
  totals: CartTotals;
  /** The stock profile has no brand payment method (its input, PaymentMethodInput.spectrane_card, is the brand's). */
  profile?: BackendProfile;
}

/** A payment method as the cart offers it; the checkout adds its card adapter with registerPaymentMethod(). */
export interface PaymentMethodDefinition {
  code: string;
  title: (store: StoreRecord) => string;
  isAvailable: (context: PaymentContext) => boolean;
}

export interface AvailablePaymentMethod {
  code: string;
  title: string;
  is_deferred: boolean;
}

const hasItems = ({ totals }: PaymentContext): boolean => totals.lines.length > 0;

// Magento's ZeroTotal check: a cart that costs nothing is paid with "free" only, any other cart never with it.
const payable = (context: PaymentContext): boolean => hasItems(context) && context.totals.grandTotal > 0;

const offline = (code: 'checkmo' | 'purchaseorder' | 'banktransfer' | 'cashondelivery'): PaymentMethodDefinition => ({
  code, title: (store) => cartTexts(store.settings.locale).payments[code], isAvailable: payable,
});

const methods: PaymentMethodDefinition[] = [
  offline('checkmo'),
  offline('purchaseorder'),
  offline('banktransfer'),
  offline('cashondelivery'),
  {
    // The brand's card payment: offered where a gateway adapter serves the store's card_payment mode.
    code: 'spectrane_card',
    title: (store) => cartTexts(store.settings.locale).payments.spectrane_card,
    isAvailable: (context) => context.profile !== 'stock' && payable(context)
      && cardGatewayFor(context.store.settings.card_payment.mode) !== undefined,
  },
  {
    code: 'free',
    title: (store) => cartTexts(store.settings.locale).payments.free,
    isAvailable: (context) => hasItems(context) && context.totals.grandTotal === 0,
  },
];

/** The brand's card method (src/gateway/cardGateway.ts). */
export const cardMethodCode = 'spectrane_card';

/** Adds (or replaces, by code) a payment method. */
export const registerPaymentMethod = (method: PaymentMethodDefinition): void => {
  const index = methods.findIndex((m) => m.code === method.code);
  if (index >= 0) methods[index] = method;
  else methods.push(method);
};

export const findPaymentMethod = (code: string): PaymentMethodDefinition | undefined => methods.find((m) => m.code === code);

/** Whether `code` is one of the methods the cart may be paid with now. */
export const isPaymentMethodAvailable = (code: string, context: PaymentContext): boolean =>
  findPaymentMethod(code)?.isAvailable(context) ?? false;

/** Cart.available_payment_methods, in registration order. */
export const availablePaymentMethods = (context: PaymentContext): AvailablePaymentMethod[] =>
  methods.filter((method) => method.isAvailable(context))
    .map((method) => ({ code: method.code, title: method.title(context.store), is_deferred: false }));
