import { revokeCustomerTokens } from '../../repositories/tokens';
import { requireCustomer } from '../context';
import type { Resolver } from './types';

/** Magento's revokeCustomerToken: a guest (or an unknown token) gets "The current customer isn't authorized." */
const revokeCustomerToken: Resolver = (_parent, _args, context) => {
  revokeCustomerTokens(context.db, requireCustomer(context));
  return { result: true };
};

export const customerResolvers = {
  Mutation: { revokeCustomerToken },
};
