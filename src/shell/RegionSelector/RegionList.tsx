import { useQuery } from '@apollo/client/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { GET_STORE_REGIONS, type StoreRegion, type StoreRegionCountry } from '../../features/store';
import { regionTarget, switchRegion } from '../../features/store';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';

interface RegionListProps {
  /** id of the heading that names the list (the popover's or the drawer's). */
  labelledBy?: string;
  /** Move keyboard focus to the current store once the list is there (the popover opened by click or key). */
  focusCurrent?: boolean;
}

/**
 * The store regions and their store views (spec §2.4 region selector). Choosing one runs the region
 * switch (§4), which lands on that store's home after 300 ms. A failed load shows no list (§8).
 */
export default function RegionList({ labelledBy, focusCurrent = false }: RegionListProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.app.storeCode);
  const { data, loading } = useQuery(GET_STORE_REGIONS, { context: { silent: true } });
  // Only regions this site serves: a country whose URL leads elsewhere is not offered (nor followed, switchRegion).
  const reachable = (country: StoreRegionCountry) => regionTarget(country.url ?? '/') !== null;
  const regions = presentItems(data?.storeRegions).filter((r) => presentItems(r.countries).some(reachable));
  const listRef = useRef<HTMLDivElement>(null);
  const ready = regions.length > 0;

  useEffect(() => {
    const list = listRef.current;
    if (!focusCurrent || !ready || !list || list.contains(document.activeElement)) return;
    list.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [focusCurrent, ready]);

  if (loading) return <LoadingOverlay message={t('shell.loading')} />;
  if (regions.length === 0) return <p className="region-list__empty">{t('shell.region.empty')}</p>;

  const choose = (country: StoreRegionCountry) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void dispatch(switchRegion({ url: country.url ?? '/', storeCode: country.store_code }));
  };

  return (
    <div ref={listRef} className="region-list" role="group" aria-labelledby={labelledBy}>
      {regions.map((region: StoreRegion) => (
        <section key={region.id} className="region-list__region">
          <h3 className="region-list__name">{region.name}</h3>
          <ul>
            {presentItems(region.countries).filter(reachable).map((country) => {
              const isCurrent = country.store_code === current;
              return (
                <li key={country.id}>
                  <a
                    href={country.url ?? '/'}
                    className="region-list__country"
                    aria-current={isCurrent ? 'true' : undefined}
                    data-autofocus={isCurrent ? '' : undefined}
                    onClick={choose(country)}
                  >
                    <span>{country.name}</span>
                    {isCurrent && <Icon name="check" size={18} />}
                    {isCurrent && ' '}
                    {isCurrent && <span className="visually-hidden">{t('shell.region.current')}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
