import { routingResolvers } from './routing';

/** URL rewrites (Magento's UrlRewriteGraphQl): `route` and `urlResolver` find the product, category or CMS page of a URL. */
export const urlRewriteResolvers = {
  Query: routingResolvers.Query,
  Types: { RoutableInterface: routingResolvers.RoutableInterface },
};
