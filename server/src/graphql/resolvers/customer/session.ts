import { findCustomerById, type CustomerRecord } from '../../../repositories/customer/customers';
import { isLockedNow } from '../../../repositories/customer/lockout';
import { requireCustomerId } from '../../context';
import { authenticationError, authorizationError } from '../../errors';
import { lockedMessage } from './config';
import type { GraphQLContext } from '../../context';

/** The signed-in customer's row; guests (and tokens of deleted or disabled accounts) get Magento's 403. */
export const currentCustomer = (context: GraphQLContext): CustomerRecord => {
  const customer = findCustomerById(context.db, requireCustomerId(context));
  if (!customer || customer.is_active !== 1) throw authorizationError("The current customer isn't authorized.");
  return customer;
};

/**
 * Magento's GetCustomer refuses a locked account (GetCustomerTest, UpdateCustomerV2Test ::…IfAccountIsLocked): a
 * token issued before the lock cannot read or change the profile while it lasts. Only where Magento calls it: the
 * customer query, updateCustomerV2 (after its input check) and updateCustomerEmail; the address, download and
 * other resolvers only ask whether the caller is a customer, and changeCustomerPassword meets the lock in its
 * password check.
 */
export const refuseLocked = (context: GraphQLContext, customer: CustomerRecord): CustomerRecord => {
  if (isLockedNow(context.db, customer.id)) throw authenticationError(lockedMessage);
  return customer;
};
