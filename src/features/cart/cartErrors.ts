import { CombinedGraphQLErrors } from '@apollo/client/errors';

// Spec §8: what a failed cart call means for the shopper. Stale sessions are recognised by Magento's
// messages, which come in the store's language (en, de, es, fr, it, zh), and by Magento's error category.

export const STALE_CART_MARKERS = [
  'Could not find a cart',
  "The cart isn't active",
  'The request is allowed for logged in customer',
  'The current user cannot perform operations on cart',
  'Es wurde kein Warenkorb mit der ID',
  'Der Warenkorb ist nicht aktiv',
  'Die Anfrage ist nur für angemeldete Kunden zulässig',
  'Der aktuelle Benutzer kann keine Aktionen mit dem Warenkorb',
  'No se ha encontrado ningún carrito con el ID',
  'El carrito no está activo',
  'La solicitud solo está permitida para clientes que han iniciado sesión',
  'El usuario actual no puede realizar operaciones en el carrito',
  'Aucun panier avec l’ID',
  'Le panier n’est pas actif',
  'La demande n’est autorisée que pour les clients connectés',
  'L’utilisateur actuel ne peut pas effectuer d’opérations sur le panier',
  'Impossibile trovare un carrello con ID',
  'Il carrello non è attivo',
  'La richiesta è consentita solo ai clienti che hanno effettuato l’accesso',
  "L'utente attuale non può eseguire operazioni sul carrello",
  '」的購物車',
  '購物車未啟用',
  '此要求僅限已登入的客戶',
  '目前的使用者無法操作購物車',
];

/**
 * 'create': no cart could be created ('Unable to create cart' is already shown). 'replaced': the cart was
 * replaced while the call was out (signed out, a stale cart recovered, a region left, another tab), so its
 * reply is not stored and the action is not reported as done; no notice of its own (a sign-out or a stale
 * cart has given one).
 */
export type CartFailureKind = 'stale' | 'server' | 'network' | 'create' | 'replaced';

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
