import { cartFields } from './cartFields';
import { checkoutAddressMutations } from './checkoutAddresses';
import { checkoutCartFields, checkoutTypeResolvers } from './checkoutFields';
import { checkoutMutations } from './checkoutMutations';
import {
  bundleItemFields, cartItemFields, type CartItemSource, cartItemTypeName, configurableItemFields, downloadableItemFields,
} from './itemFields';
import { cartItemMutations, type CartUserError } from './itemMutations';
import { cartOtherMutations } from './otherMutations';
import { cartQueryResolvers } from './queries';

/** The cart domain (issue 5) and checkout (issue 6): queries, mutations and the Cart / cart item / address types. */
export const cartResolvers = {
  Query: { ...cartQueryResolvers.Query },
  Mutation: {
    ...cartQueryResolvers.Mutation, ...cartItemMutations, ...cartOtherMutations,
    ...checkoutAddressMutations, ...checkoutMutations,
  },
  Types: {
    Cart: { ...cartFields, ...checkoutCartFields },
    ...checkoutTypeResolvers,
    CartItemInterface: { __resolveType: (item: CartItemSource): string => cartItemTypeName(item) },
    SimpleCartItem: cartItemFields,
    VirtualCartItem: cartItemFields,
    ConfigurableCartItem: { ...cartItemFields, ...configurableItemFields },
    BundleCartItem: { ...cartItemFields, ...bundleItemFields },
    DownloadableCartItem: { ...cartItemFields, ...downloadableItemFields },
    Error: {
      __resolveType: (error: CartUserError): string => (error.code === 'INSUFFICIENT_STOCK' ? 'InsufficientStockError' : 'CartUserInputError'),
    },
  },
};
