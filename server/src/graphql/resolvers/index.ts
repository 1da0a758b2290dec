import { withTranslatedMessages } from '../translatedMessages';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { cmsResolvers } from './cms';
import { contentResolvers } from './content';
import { customerResolvers } from './customer';
import { directoryResolvers } from './directory';
import { newsletterResolvers } from './newsletter';
import { recaptchaResolvers } from './recaptcha';
import { salesResolvers } from './sales';
import { storeResolvers } from './store';
import { urlRewriteResolvers } from './urlRewrite';

/** All resolvers, merged per root type (message fields in the store's language). Each domain file owns its fields; add new domains here. */
export const resolvers = withTranslatedMessages({
  Query: {
    ...storeResolvers.Query,
    ...cmsResolvers.Query,
    ...catalogResolvers.Query,
    ...urlRewriteResolvers.Query,
    ...contentResolvers.Query,
    ...customerResolvers.Query,
    ...directoryResolvers.Query,
    ...cartResolvers.Query,
    ...salesResolvers.Query,
    ...recaptchaResolvers.Query,
  },
  Mutation: {
    ...customerResolvers.Mutation,
    ...newsletterResolvers.Mutation,
    ...catalogResolvers.Mutation,
    ...cartResolvers.Mutation,
    ...salesResolvers.Mutation,
  },
  ...catalogResolvers.Types,
  ...urlRewriteResolvers.Types,
  ...contentResolvers.Types,
  ...customerResolvers.Types,
  ...salesResolvers.Types,
  ...cartResolvers.Types,
  Customer: { ...customerResolvers.Types.Customer, ...salesResolvers.CustomerFields },
});
