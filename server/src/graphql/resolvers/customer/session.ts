import { findCustomerById, type CustomerRecord } from '../../../repositories/customer/customers';
import { isLockedNow } from '../../../repositories/customer/lockout';
import { requireCustomerId } from '../../context';
import { authenticationError, authorizationError } from '../../errors';
import { lockedMessage } from './config';
import type { GraphQLContext } from '../../context';

/**
 * The signed-in customer's row; guests (and tokens of deleted or disabled accounts) get Magento's 403. A locked
 * account is refused too, as Magento's GetCustomer does for every query and mutation it serves: a token issued
 * before the lock must not read or change the account while it lasts.
 */
export const currentCustomer = (context: GraphQLContext): CustomerRecord => {
  const customer = findCustomerById(context.db, requireCustomerId(context));
  if (!customer || customer.is_active !== 1) throw authorizationError("The current customer isn't authorized.");
  if (isLockedNow(context.db, customer.id)) throw authenticationError(lockedMessage);
  return customer;
};
