import { createInitialAppState } from '../../../../src/app/appSlice';
import { initialUserState } from '../../../../src/features/account/userSlice';
import { storeConfigFixture } from '../../helpers/storeConfig';
import type { RootState } from '../../../../src/app/store';
import type { StoreConfig } from '../../../../src/shared/store/storeConfig.gql';

/** App state of a store (na_us by default) with its config, for rendering content pages. */
export function contentState(config: Partial<StoreConfig> = {}, options: { isLogin?: boolean; storeCode?: 'na_us' | 'de_de' | 'fr_fr' } = {}): Partial<RootState> {
  const storeCode = options.storeCode ?? 'na_us';
  const routePath = { na_us: '', de_de: '/eu/de', fr_fr: '/eu/fr' }[storeCode];
  return {
    app: { ...createInitialAppState(), storeCode, routePath, storeConfig: storeConfigFixture({ store_code: storeCode, ...config }) },
    user: { ...initialUserState, isLogin: options.isLogin ?? false, token: options.isLogin ? 'token' : '' },
  };
}
