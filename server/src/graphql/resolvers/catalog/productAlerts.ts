import { subscribeStockAlert, unsubscribeStockAlert } from '../../../repositories/catalog/productAlerts';
import { findProductBySku } from '../../../repositories/catalog/products';
import { requireCustomer } from '../../context';
import { noSuchEntityError } from '../../errors';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const productFor = (context: GraphQLContext, sku: string): NonNullable<ReturnType<typeof findProductBySku>> => {
  const product = findProductBySku(context.db, { store: context.store.code, currency: context.currencyCode }, sku.trim());
  if (!product) throw noSuchEntityError("The product that was requested doesn't exist. Verify the product and try again.");
  return product;
};

/** Back-in-stock alert for the logged-in customer (Magento's productalert/add/stock, as a mutation). */
const subscribeProductAlertStock: Resolver<{ sku: string }> = (_parent, { sku }, context) => {
  const customerId = requireCustomer(context);
  const product = productFor(context, sku);
  subscribeStockAlert(context.db, { customerId, productId: product.id, websiteCode: context.store.websiteCode }, context.store.code);
  return { subscribed: true, message: 'Alert subscription has been saved.', product };
};

const unsubscribeProductAlertStock: Resolver<{ sku: string }> = (_parent, { sku }, context) => {
  const customerId = requireCustomer(context);
  const product = productFor(context, sku);
  unsubscribeStockAlert(context.db, { customerId, productId: product.id, websiteCode: context.store.websiteCode });
  return { subscribed: false, message: 'You will no longer receive stock alerts for this product.', product };
};

export const productAlertResolvers = {
  Mutation: { subscribeProductAlertStock, unsubscribeProductAlertStock },
};
