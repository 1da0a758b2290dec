import { cartFields } from './cartFields';
import {
  bundleItemFields, cartItemFields, type CartItemSource, cartItemTypeName, configurableItemFields, downloadableItemFields,
} from './itemFields';
import { cartItemMutations, type CartUserError } from './itemMutations';
import { cartOtherMutations } from './otherMutations';
import { cartQueryResolvers } from './queries';

/** The cart domain (issue 5): queries, mutations and the Cart / cart item types. */
export const cartResolvers = {
  Query: { ...cartQueryResolvers.Query },
  Mutation: { ...cartQueryResolvers.Mutation, ...cartItemMutations, ...cartOtherMutations },
  Types: {
    Cart: cartFields,
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
