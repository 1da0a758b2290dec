import { createAppAsyncThunk } from '../../app/hooks';
import { getGeoCountry } from '../../lib/storage/storage';
import { forgetRejectedCurrency } from '../../shared/store/currencyChoice';
import { GET_STORE_CONFIG } from '../../shared/store/storeConfig.gql';
import type { GetStoreConfigQuery } from '../../lib/graphql/generated';
import type { ApolloClient } from '@apollo/client';

const query = (client: ApolloClient) => client.query({ query: GET_STORE_CONFIG, variables: { countryCode: getGeoCountry() ?? null } });

/**
 * Store config, currency and the geo-targeted store message (spec §7 getStoreConfig). A saved currency
 * the store no longer allows (multi-currency) fails every request: it is forgotten and asked once more.
 */
export const fetchStoreConfig = createAppAsyncThunk(
  'store/fetchStoreConfig',
  async (_: void, { extra, getState }): Promise<GetStoreConfigQuery> => {
    let data: GetStoreConfigQuery | undefined;
    try {
      ({ data } = await query(extra.client));
    } catch (error) {
      if (!(error instanceof Error) || !forgetRejectedCurrency(getState().app.storeCode, error.message)) throw error;
      ({ data } = await query(extra.client));
    }
    if (!data?.storeConfig) throw new Error('The server returned no store config');
    return data;
  },
);
