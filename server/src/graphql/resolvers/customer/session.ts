import { findCustomerById, type CustomerRecord } from '../../../repositories/customer/customers';
import { requireCustomerId } from '../../context';
import { authorizationError } from '../../errors';
import type { GraphQLContext } from '../../context';

/** The signed-in customer's row; guests (and tokens of deleted or disabled accounts) get Magento's 403. */
export const currentCustomer = (context: GraphQLContext): CustomerRecord => {
  const customer = findCustomerById(context.db, requireCustomerId(context));
  if (!customer || customer.is_active !== 1) throw authorizationError("The current customer isn't authorized.");
  return customer;
};
