import { presentItems } from '../../../lib/graphql/present';
import type { StoreConfig } from '../../../shared/store/storeConfig.gql';

/** Where the card form comes from: the gateway's hosted fields page, its origin, and the public key to tokenise with. */
export interface CardGatewayConfig {
  /** The hosted fields page the checkout frames, with its query (key, origin, locale). */
  frameUrl: string;
  /** The gateway's origin: the only one the checkout posts to and takes messages from. */
  origin: string;
  mode: string;
}

/** An absolute http(s) URL, else null. */
const httpUrl = (value: string | null | undefined): URL | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The card gateway of the store (README "Card payments"): the hosted fields page the backend's store config names
 * (card_payment.hosted_fields_url), else the build's CARD_GATEWAY_URL; the public key of the store's mode. Null
 * when the store has no card form (no page or no key for its mode).
 */
export function cardGatewayOf(storeConfig: StoreConfig | null, pageOrigin: string): CardGatewayConfig | null {
  const payment = storeConfig?.card_payment;
  if (!payment?.mode) return null;
  const key = presentItems(payment.public_keys).find((k) => k.mode === payment.mode)?.public_key;
  const url = httpUrl(payment.hosted_fields_url) ?? httpUrl(process.env.CARD_GATEWAY_URL);
  if (!key || !url) return null;
  url.searchParams.set('key', key);
  url.searchParams.set('origin', pageOrigin);
  url.searchParams.set('locale', storeConfig?.locale ?? 'en_US');
  return { frameUrl: url.href, origin: url.origin, mode: payment.mode };
}

/** A message of the hosted fields (server/src/gateway/hostedFieldsPage.ts). */
export type GatewayMessage =
  | { type: 'spectrane-card:ready' }
  | { type: 'spectrane-card:resize'; height: number }
  | { type: 'spectrane-card:token'; token: string; card: { brand: string; last4: string } }
  | { type: 'spectrane-card:invalid' }
  | { type: 'spectrane-card:error' }
  | { type: 'spectrane-card:submit' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message if it is one of the gateway's, well formed; anything else is ignored. */
export function gatewayMessageOf(data: unknown): GatewayMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'spectrane-card:ready':
    case 'spectrane-card:invalid':
    case 'spectrane-card:error':
    case 'spectrane-card:submit':
      return { type: data.type };
    case 'spectrane-card:resize':
      return typeof data.height === 'number' && Number.isFinite(data.height) ? { type: data.type, height: data.height } : null;
    case 'spectrane-card:token': {
      const card = isRecord(data.card) ? data.card : {};
      if (typeof data.token !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(data.token)) return null;
      return { type: data.type, token: data.token, card: { brand: String(card.brand ?? ''), last4: String(card.last4 ?? '').slice(-4) } };
    }
    default:
      return null;
  }
}
