import { placeOrderMutations } from './placeOrder';

/** The sales domain: turning a cart into an order (sales/ service); customer orders are still under customer/. */
export const salesResolvers = {
  Mutation: { ...placeOrderMutations },
};
