import { currencyResolvers } from './currency';
import { regionResolvers } from './regions';
import { storeConfigResolvers } from './storeConfig';

/** Store (Magento's Store and the brand's region selector): store config, stores, currency, regions, store messages. */
export const storeResolvers = {
  Query: { ...storeConfigResolvers.Query, ...currencyResolvers.Query, ...regionResolvers.Query },
};
