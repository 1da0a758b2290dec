import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { equivalentPath, GET_STORE_VIEWS, switchRegion } from '../../features/store';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { storeByCode } from '../../shared/store/stores';
import { storeLabel } from '../RegionSelector/storeLabel';
import { HeaderPicker } from './HeaderPicker';

/**
 * Spec §1 multi-store: the store views of the current region (Magento's availableStores with
 * useCurrentGroup: EU offers de, es, fr, it and en), each named in its own language. Picking one
 * switches store as the region selector does (spec §4) and lands on the same page in that view where
 * there is one, else on its home.
 */
export default function StoreViewSwitcher({ className }: { className?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const { pathname, search } = useLocation();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const { data } = useQuery(GET_STORE_VIEWS, { context: { silent: true } });
  const current = storeByCode(storeCode);
  // Only the views this storefront has routes for, in the backend's order.
  const views = presentItems(data?.availableStores)
    .map((view) => storeByCode(view.store_code))
    .filter((store) => store !== undefined);
  if (!current || views.length < 2) return null;
  const label = (code: string) => {
    const store = storeByCode(code);
    return store ? storeLabel(store).language : code;
  };
  const pick = async (code: string) => {
    const target = storeByCode(code);
    if (!target) return;
    const url = await equivalentPath(client, pathname, search, current, target);
    await dispatch(switchRegion({ url, storeCode: target.code }));
  };
  return (
    <HeaderPicker
      className={className}
      name={t('shell.storeView.label')}
      current={label(current.code)}
      choices={views.map((view) => ({ key: view.code, label: label(view.code), lang: view.htmlLang, current: view.code === current.code }))}
      onPick={(code) => void pick(code)}
    />
  );
}
