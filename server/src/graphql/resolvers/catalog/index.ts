import { bundleFieldResolvers } from './bundle';
import { categoryResolvers } from './categories';
import { colorResolvers } from './colors';
import { configurableFieldResolvers, swatchTypeResolvers } from './configurable';
import { customOptionFieldResolvers, customOptionTypeResolvers } from './customOptions';
import { downloadableFieldResolvers } from './downloadable';
import { mediaFieldResolvers, mediaTypeResolvers } from './media';
import { priceFieldResolvers } from './prices';
import { productAlertResolvers } from './productAlerts';
import { productFieldResolvers } from './productFields';
import { productListResolvers } from './products';
import { productTypeName } from './productTypes';
import { reviewFieldResolvers, reviewResolvers } from './reviews';
import { sendFriendResolvers } from './sendFriend';

// Fields every product type shares; GraphQL needs them on each object type, not only on the interface.
const shared = {
  ...productFieldResolvers, ...priceFieldResolvers, ...mediaFieldResolvers, ...reviewFieldResolvers, ...customOptionFieldResolvers,
};

const resolveProductType = { __resolveType: productTypeName };

/** The catalogue domain: products and their types, categories, reviews, e-mail to a friend, alerts, colours. */
export const catalogResolvers = {
  Query: {
    ...productListResolvers.Query, ...categoryResolvers.Query, ...reviewResolvers.Query,
    ...colorResolvers.Query,
  },
  Mutation: { ...reviewResolvers.Mutation, ...sendFriendResolvers.Mutation, ...productAlertResolvers.Mutation },
  Types: {
    Products: productListResolvers.Products,
    CategoryProducts: productListResolvers.CategoryProducts,
    CategoryTree: categoryResolvers.CategoryTree,
    CategoryInterface: categoryResolvers.CategoryInterface,
    BuildYourSheet: categoryResolvers.BuildYourSheet,
    ColorStandard: colorResolvers.ColorStandard,
    ProductInterface: resolveProductType,
    PhysicalProductInterface: resolveProductType,
    CustomizableProductInterface: resolveProductType,
    SimpleProduct: shared,
    VirtualProduct: shared,
    ConfigurableProduct: { ...shared, ...configurableFieldResolvers },
    BundleProduct: { ...shared, ...bundleFieldResolvers },
    DownloadableProduct: { ...shared, ...downloadableFieldResolvers },
    ...mediaTypeResolvers,
    ...customOptionTypeResolvers,
    ...swatchTypeResolvers,
    AggregationOptionInterface: { __resolveType: (): string => 'AggregationOption' },
  },
};
