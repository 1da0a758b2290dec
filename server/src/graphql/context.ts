import { authorizationError } from './errors';
import type { BackendProfile } from '../profile';
import type { StoreRecord } from '../repositories/store/stores';
import type { SecurityLimits } from '../security/limits';
import type { Database } from 'better-sqlite3';

/** What every resolver gets: the store of the `Store` header and the rest of the request's Magento headers. */
export interface GraphQLContext {
  db: Database;
  /** Which backend this server plays: `stock` Magento, or Magento with the brand module (`full`). */
  profile: BackendProfile;
  store: StoreRecord;
  /** Content-Currency when sent (already validated), else the store's default display currency. */
  currencyCode: string;
  /** `Authorization: Bearer …` as sent, or null. */
  token: string | null;
  /**
   * The customer of a valid token, else null. Unknown or expired tokens are ignored here, as Magento
   * serves guest queries with them; resolvers that need a customer call requireCustomer().
   */
  customerId: number | null;
  /** scheme://host of the request, to make media and base URLs absolute as Magento returns them. */
  origin: string;
  /**
   * The configured public URL of the store (BASE_URL, else the server's own address), no trailing slash: what
   * links in mail are built from. Never the request's Host, which whoever sends the request chooses.
   */
  baseUrl: string;
  /** The client's address (X-Forwarded-For of a trusted proxy, else the socket's): what per-client limits count. */
  clientIp: string;
  /** The abuse limits in force (security/limits.ts). */
  limits: SecurityLimits;
  /** The card gateway's hosted fields page this server knows (its embedded test gateway's), else null. */
  cardGatewayUrl?: string | null;
}

export const notAuthorizedMessage = "The current customer isn't authorized.";

export const requireCustomer = (context: GraphQLContext): number => {
  if (context.customerId === null) throw authorizationError(notAuthorizedMessage);
  return context.customerId;
};

// ─── Customer identity for other domains (cart, checkout…): the customer-accounts API ───────────────
// context.customerId is already the customer of a valid (unexpired, unrevoked) token of *this request's
// website*; anything else (no token, unknown, expired, revoked, other website) is a guest.

/** The signed-in customer's id, or null for a guest. */
export const customerIdFromContext = (context: GraphQLContext): number | null => context.customerId;

/** The signed-in customer's id; a guest gets Magento's "The current customer isn't authorized." (graphql-authorization, 403). */
export const requireCustomerId = (context: GraphQLContext): number => requireCustomer(context);
