import { accountResolvers } from './account';
import { addressResolvers } from './addresses';
import { customerQueryResolvers, customerScalarFields } from './customerQuery';
import { passwordResetResolvers } from './passwordReset';
import { customerReviewResolvers } from './reviews';
import { vatResolvers } from './vat';
import { wishlistCartResolvers } from './wishlistCart';
import { wishlistFieldResolvers } from './wishlistFields';
import { wishlistMutationResolvers } from './wishlistMutations';
import { wishlistShareResolvers } from './wishlistShare';

const { CustomerFields: wishlistFields, ...wishlistTypes } = wishlistFieldResolvers;

/** Customer accounts (issue 7): sign-in, account, addresses, wish list, reviews, VAT (orders: sales/). */
export const customerResolvers = {
  Query: {
    ...customerQueryResolvers.Query, ...accountResolvers.Query,
    ...vatResolvers.Query,
  },
  Mutation: {
    ...accountResolvers.Mutation, ...passwordResetResolvers.Mutation, ...addressResolvers.Mutation,
    ...wishlistMutationResolvers.Mutation, ...wishlistShareResolvers.Mutation, ...wishlistCartResolvers.Mutation,
    ...vatResolvers.Mutation,
  },
  Types: {
    Customer: {
      ...customerScalarFields, ...addressResolvers.CustomerFields, ...customerReviewResolvers.CustomerFields,
      ...wishlistFields,
    },
    CustomerAddress: addressResolvers.CustomerAddress,
    ...wishlistTypes,
  },
};
