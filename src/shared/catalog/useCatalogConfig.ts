import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { type CatalogConfig, catalogConfigFrom } from './catalogConfig';
import { GET_CATALOG_CONFIG, type CatalogCurrency } from './catalogConfig.gql';

export { type CatalogConfig, catalogConfigFrom, type ListMode } from './catalogConfig';

interface CatalogConfigResult {
  config: CatalogConfig;
  currency: CatalogCurrency | null;
  /** False until the settings arrived (cache-first: once per visit). */
  ready: boolean;
  /** True while the first answer is on its way (false once it failed: callers go on with the defaults). */
  loading: boolean;
}

/** The store's catalogue settings and currency format (one cache-first query shared by every caller). */
export function useCatalogConfig(): CatalogConfigResult {
  const { data, loading } = useQuery(GET_CATALOG_CONFIG);
  const storeConfig = data?.storeConfig ?? null;
  const config = useMemo(() => catalogConfigFrom(storeConfig), [storeConfig]);
  // A store switch loads the page afresh (spec §4), so the cache only ever holds this store's answer.
  return { config, currency: data?.currency ?? null, ready: Boolean(storeConfig), loading: loading && !data };
}
