import { CombinedGraphQLErrors } from '@apollo/client/errors';

// Spec §8: what a failed cart call means for the shopper. Stale sessions are recognised by the
// English messages and, so that translated stores recover too, by Magento's error category.

export const STALE_CART_MARKERS = [
  'Could not find a cart',
  "The cart isn't active",
  'The request is allowed for logged in customer',
  'The current user cannot perform operations on cart',
];

/** 'create': no cart could be created ('Unable to create cart' is already shown). */
export type CartFailureKind = 'stale' | 'server' | 'network' | 'create';

export class CartError extends Error {
  /** `cause`: what Apollo reported, for a network failure (timed out, aborted, unreachable). */
  constructor(readonly kind: CartFailureKind, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CartError';
  }
}

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * A no-such-entity error also means "unknown coupon" or "unknown product": it counts as stale only
 * when it names the cart (its id is in the text) or answers a cart fetch, where nothing else is looked up.
 */
export function isStaleError(error: ErrorLike, cartId: string, isFetch: boolean): boolean {
  if (STALE_CART_MARKERS.some((marker) => error.message.includes(marker))) return true;
  const category = error.extensions?.category;
  if (category === 'graphql-authorization') return true;
  return category === 'graphql-no-such-entity' && (isFetch || (cartId !== '' && error.message.includes(cartId)));
}

/** Classifies what Apollo reported (thrown, or in `error` with errorPolicy 'all'). */
export function toCartError(error: unknown, cartId: string, isFetch: boolean): CartError {
  if (CombinedGraphQLErrors.is(error)) {
    const errors = error.errors as readonly ErrorLike[];
    const stale = errors.some((e) => isStaleError(e, cartId, isFetch));
    const text = [...new Set(errors.map((e) => e.message))].join('\n');
    return new CartError(stale ? 'stale' : 'server', text);
  }
  if (error instanceof CartError) return error;
  return new CartError('network', error instanceof Error ? error.message : String(error), error);
}
