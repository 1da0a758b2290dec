// The store feature's public entry: the startup store decision, the store config request and switching stores,
// store views and regions. The store table and rules themselves are in src/shared/store.
// Everything else in this folder is internal (see .eslintrc.js).
export { fetchStoreConfig } from './fetchStoreConfig';
export { GET_STORE_REGIONS, type StoreRegion, type StoreRegionCountry } from './regions.gql';
export { decideStartupStore, type StartupDecision } from './startupStore';
export { GET_STORE_VIEWS } from './storeViews.gql';
export { equivalentPath } from './storeViewTwin';
export { regionLeft } from '../../shared/store/regionLeft';
export { regionTarget, switchRegion } from './switchRegion';
export { switchStore } from './switchStore';
