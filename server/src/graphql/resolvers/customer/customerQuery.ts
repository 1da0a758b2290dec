import { isCustomerSubscribed } from '../../../repositories/customer/subscriptions';
import { currentCustomer, refuseLocked } from './session';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Magento's `customer` query: the signed-in customer, else "The current customer isn't authorized." (403). */
const customer: Resolver = (_parent, _args, context) => refuseLocked(context, currentCustomer(context));

/** Scalar fields of Customer that are not named as the row's columns. */
export const customerScalarFields = {
  // Deprecated Customer.id: Magento 2.4.8's ExtractCustomerData answers null ("should not be exposed on storefront");
  // GetCustomerTest::testGetCustomer asserts it. The row's own id never reaches a client.
  id: (): null => null,
  // Deprecated Customer.group_id: null in the same place, for the same reason.
  group_id: (): null => null,
  date_of_birth: (c: CustomerRecord): string | null => c.dob,
  dob: (c: CustomerRecord): string | null => c.dob,
  default_billing: (c: CustomerRecord): string | null => (c.default_billing === null ? null : String(c.default_billing)),
  default_shipping: (c: CustomerRecord): string | null => (c.default_shipping === null ? null : String(c.default_shipping)),
  is_subscribed: (c: CustomerRecord, _args: unknown, context: GraphQLContext): boolean => isCustomerSubscribed(context.db, c),
  allow_remote_shopping_assistance: (c: CustomerRecord): boolean => c.allow_remote_shopping_assistance === 1,
  // Accounts are active at once (customer/create_account/confirm is off).
  confirmation_status: (): string => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
};

export const customerQueryResolvers = {
  Query: { customer },
};
