import '../../styles/drawers.css';
import { Drawer } from 'antd';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { menuDrawerToggled, searchToggled } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/icons';
import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';
import { DEFAULT_STORE, storeByCode } from '../../shared/store/stores';
import { useAccountDrawer } from '../AccountDrawer/accountDrawerContext';
import { useOverlayFocus } from '../overlayFocus';
import { storeLabel } from '../RegionSelector/storeLabel';
import { MainNavigation } from './MainNavigation';

// Spec §1 feature flags (see Header.tsx): the mega menu in place of the CMS navigation, and the pickers.
const MegaMenu = __FEATURE_FLAGS__.megaMenu ? lazy(() => import('./MegaMenu')) : null;
const CurrencySwitcher = __FEATURE_FLAGS__.multiCurrency ? lazy(() => import('./CurrencySwitcher')) : null;
const StoreViewSwitcher = __FEATURE_FLAGS__.multiStore ? lazy(() => import('./StoreViewSwitcher')) : null;

// The country/region list only where the backend has the brand's store regions.
const RegionList = __CAPABILITIES__.storeRegions ? lazy(() => import('../RegionSelector/RegionList')) : null;

/**
 * The mobile menu drawer (spec §2.4: from the left, with the CMS navigation). It also carries what
 * the narrow header has no room for: search, the country/region list and the companion service.
 * Loaded on first open; antd traps focus inside, closes on Escape and returns focus to the menu button.
 */
export default function MenuDrawer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.app.menuDrawerVisible);
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const account = useAccountDrawer();
  const { pathname } = useLocation();
  const [regionsOpen, setRegionsOpen] = useState(false);
  const regionsId = useId();
  const label = storeLabel(storeByCode(storeCode) ?? DEFAULT_STORE);
  const close = () => dispatch(menuDrawerToggled(false));
  const focus = useOverlayFocus(open, 'menu-drawer');

  // A followed link (in-app navigation) closes the drawer.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(menuDrawerToggled(false));
  }, [pathname, dispatch]);

  // Hand over to another overlay: once this drawer has released focus, park it on the menu button,
  // so the next overlay returns there when it closes.
  const then = (next: () => void) => () => {
    close();
    setTimeout(() => {
      document.querySelector<HTMLElement>('.site-header__menu')?.focus();
      next();
    }, 0);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      placement="left"
      size={320}
      title={t('shell.menu.title')}
      rootClassName="shell-drawer menu-drawer"
      {...focus}
    >
      {MegaMenu ? (
        <Suspense fallback={null}>
          <MegaMenu variant="drawer" onNavigate={close} />
        </Suspense>
      ) : (
        <MainNavigation className="menu-drawer__nav" onNavigate={close} />
      )}
      <div className="menu-drawer__actions">
        <button type="button" className="menu-drawer__action" onClick={then(() => dispatch(searchToggled(true)))}>
          <Icon name="search" size={20} />
          {t('shell.search.open')}
        </button>
        {!isLogin && (
          <button type="button" className="menu-drawer__action" onClick={then(() => account.open('login'))}>
            <Icon name="user" size={20} />
            {t('shell.account.signIn')}
          </button>
        )}
        {RegionList && (<>
        <button
          type="button"
          className="menu-drawer__action"
          aria-expanded={regionsOpen}
          aria-controls={regionsId}
          onClick={() => setRegionsOpen((value) => !value)}
        >
          <Icon name="globe" size={20} />
          <span>{t('shell.region.heading')}</span>
          <span className="menu-drawer__current">{`${label.region} · ${label.language}`}</span>
          <Icon name="chevronDown" size={16} className={regionsOpen ? 'menu-drawer__chevron--open' : undefined} />
        </button>
        <div id={regionsId} hidden={!regionsOpen} className="menu-drawer__regions">
          {regionsOpen && (
            <Suspense fallback={null}>
              <RegionList />
            </Suspense>
          )}
        </div>
        </>)}
        {(StoreViewSwitcher || CurrencySwitcher) && (
          <Suspense fallback={null}>
            {StoreViewSwitcher && <StoreViewSwitcher className="menu-drawer__picker" />}
            {CurrencySwitcher && <CurrencySwitcher className="menu-drawer__picker" />}
          </Suspense>
        )}
        <AppLink to={SITE.companionUrl} className="menu-drawer__action">
          <Icon name="external" size={20} />
          {t('shell.companion', { brand: SITE.brandName })}
        </AppLink>
      </div>
    </Drawer>
  );
}
