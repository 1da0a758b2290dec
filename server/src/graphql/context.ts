import { authorizationError } from './errors';
import type { StoreRecord } from '../repositories/stores';
import type { Database } from 'better-sqlite3';

/** What every resolver gets: the store of the `Store` header and the rest of the request's Magento headers. */
export interface GraphQLContext {
  db: Database;
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
}

export const notAuthorizedMessage = "The current customer isn't authorized.";

export const requireCustomer = (context: GraphQLContext): number => {
  if (context.customerId === null) throw authorizationError(notAuthorizedMessage);
  return context.customerId;
};
