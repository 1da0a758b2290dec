import '../../styles/header.css';
import { lazy, Suspense } from 'react';
import { menuDrawerToggled, searchToggled } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/icons';
import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';
import { preloadMenuDrawer, preloadSearchOverlay } from '../Overlays/overlayLoaders';
import { RegionPopover } from '../RegionSelector/RegionPopover';
import { HEADER_AFFIX_OFFSET_PX, useScrolledPast } from '../useScrolledPast';
import { type ShellVariant } from '../useShellVariant';
import { AccountMenu } from './AccountMenu';
import { ConnectLinks } from './ConnectLinks';
import { Logo } from './Logo';
import { MainNavigation } from './MainNavigation';
import { MiniCartButton } from './MiniCartButton';
import { OverlayButton } from './OverlayButton';
import { useWideHeader } from './useWideHeader';

// Spec §1 feature flags, each its own chunk: a flag that is off is a literal false here
// (__FEATURE_FLAGS__, webpack's DefinePlugin), so its code and requests leave the bundle.
const MegaMenu = __FEATURE_FLAGS__.megaMenu ? lazy(() => import('./MegaMenu')) : null;
const CurrencySwitcher = __FEATURE_FLAGS__.multiCurrency ? lazy(() => import('./CurrencySwitcher')) : null;
const StoreViewSwitcher = __FEATURE_FLAGS__.multiStore ? lazy(() => import('./StoreViewSwitcher')) : null;

/**
 * One responsive header (spec §2.4): from 1025 px a utility row (region, companion service) over
 * logo, navigation and tools; up to 1024 px menu and search on the left, the logo in the middle,
 * account and mini-cart on the right, the navigation in the menu drawer. CSS switches the layout,
 * so no control exists twice; only the search button changes its place in the DOM with the layout
 * (before the logo on a phone, after the navigation on a desktop), so that Tab follows what the
 * shopper sees (WCAG 2.4.3). Past 15 px of scroll it takes its affixed look (it is sticky).
 * Checkout shows the logo only; /connect swaps the tools for Log in / Sign up.
 */
export function Header({ variant }: { variant: ShellVariant }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const affixed = useScrolledPast(HEADER_AFFIX_OFFSET_PX);
  const full = variant !== 'checkout';
  const menuOpen = useAppSelector((state) => state.app.menuDrawerVisible);
  // Its place on screen comes from CSS order either way; its place in the DOM sets the Tab order.
  const wide = useWideHeader();
  // One key in both places: crossing 1025 px (a tablet turned) moves the button rather than making a new one,
  // so focus on it, and its open overlay's way back, survive.
  const search = variant === 'default' && (
    <OverlayButton
      key="search"
      className="site-header__search"
      icon="search"
      label={t('shell.search.open')}
      onOpen={() => dispatch(searchToggled(true))}
      preload={preloadSearchOverlay}
    />
  );

  return (
    <header className={`site-header site-header--${variant}${affixed ? ' site-header--affixed' : ''}`}>
      {full && (
        <div className="site-header__utility">
          <div className="container site-header__utility-inner">
            {__CAPABILITIES__.storeRegions && <RegionPopover />}
            {(StoreViewSwitcher || CurrencySwitcher) && (
              <Suspense fallback={null}>
                {StoreViewSwitcher && <StoreViewSwitcher className="site-header__picker" />}
                {CurrencySwitcher && <CurrencySwitcher className="site-header__picker" />}
              </Suspense>
            )}
            <AppLink to={SITE.companionUrl} className="companion-link">
              {t('shell.companion', { brand: SITE.brandName })}
              <Icon name="external" size={15} />
            </AppLink>
          </div>
        </div>
      )}
      <div className={`container site-header__bar${full && MegaMenu ? ' site-header__bar--mega' : ''}`}>
        {full && (
          <OverlayButton
            className="site-header__menu"
            icon="menu"
            label={t('shell.menu.open')}
            expanded={menuOpen}
            onOpen={() => dispatch(menuDrawerToggled(true))}
            preload={preloadMenuDrawer}
          />
        )}
        {!wide && search}
        <div className="site-header__logo">
          <Logo />
        </div>
        {full && MegaMenu && (
          <Suspense fallback={<div className="main-nav" />}>
            <div className="main-nav main-nav--mega">
              <MegaMenu variant="bar" />
            </div>
          </Suspense>
        )}
        {full && !MegaMenu && <MainNavigation className="main-nav" />}
        {wide && search}
        {variant === 'default' && (
          <div className="site-header__tools">
            <AccountMenu />
            <MiniCartButton />
          </div>
        )}
        {variant === 'connect' && <ConnectLinks />}
      </div>
    </header>
  );
}
