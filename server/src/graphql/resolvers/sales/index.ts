import { bestSellerResolvers } from './bestSellers';
import { downloadResolvers } from './downloads';
import { orderResolvers } from './orders';
import { placeOrderMutations } from './placeOrder';

const { CustomerFields, ...orderTypes } = orderResolvers;

/**
 * The sales domain: placing an order (the sales/ module does it), the customer's orders with their invoices and
 * shipments, purchased downloads, and best sellers (products by quantity ordered).
 */
export const salesResolvers = {
  Query: { ...downloadResolvers.Query, ...bestSellerResolvers.Query },
  Mutation: { ...placeOrderMutations },
  /** Fields of Magento's Customer type that SalesGraphQl adds (orders). */
  CustomerFields,
  Types: orderTypes,
};
