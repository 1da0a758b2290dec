import { createAppAsyncThunk } from '../../app/hooks';
import { getGeoCountry } from '../../lib/storage/storage';
import { GET_STORE_CONFIG } from './storeConfig.gql';
import type { GetStoreConfigQuery } from '../../lib/graphql/generated';

/** Store config, currency and the geo-targeted store message (spec §7 getStoreConfig). */
export const fetchStoreConfig = createAppAsyncThunk(
  'store/fetchStoreConfig',
  async (_: void, { extra }): Promise<GetStoreConfigQuery> => {
    const { data } = await extra.client.query({
      query: GET_STORE_CONFIG,
      variables: { countryCode: getGeoCountry() ?? null },
    });
    if (!data?.storeConfig) throw new Error('The server returned no store config');
    return data;
  },
);
