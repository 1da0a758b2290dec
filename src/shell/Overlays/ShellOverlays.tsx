import { Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { AlertHost } from '../../components/alert/AlertHost';
import { lazyWithAntd } from '../../components/antd/lazyWithAntd';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useT } from '../../lib/i18n/useT';
import { useAccountDrawer } from '../AccountDrawer/accountDrawerContext';
import { loadAccountDrawer, loadMenuDrawer, loadMiniCartDrawer, loadSearchOverlay } from './overlayLoaders';

// Nothing here is visible at first paint: each overlay's code (and antd's Drawer / Modal) loads
// when it first opens (or when its control is pointed at or focused, overlayLoaders), and stays
// mounted afterwards so it can animate out.
const MenuDrawer = lazyWithAntd(loadMenuDrawer);
const SearchOverlay = lazyWithAntd(loadSearchOverlay);
const AccountDrawer = lazyWithAntd(loadAccountDrawer);
const MiniCartDrawer = lazyWithAntd(loadMiniCartDrawer);
const AddToCartPopup = lazyWithAntd(() => import('./AddToCartPopup'));

/** true from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The shell's drawers, popups and the full-screen loading overlay (spec §2.4). */
export function ShellOverlays() {
  const t = useT();
  // Only the flags used here: the app slice changes often while the page starts.
  const menuVisible = useAppSelector((state) => state.app.menuDrawerVisible);
  const searchVisible = useAppSelector((state) => state.app.searchVisible);
  const miniCartVisible = useAppSelector((state) => state.app.miniCartVisible);
  const pageLoading = useAppSelector((state) => state.app.isPageLoading);
  const cartModal = useAppSelector((state) => state.cart.cartModalVisible);
  const account = useAccountDrawer();
  const menu = useOpenedOnce(menuVisible);
  const search = useOpenedOnce(searchVisible);
  const miniCart = useOpenedOnce(miniCartVisible);
  const accountDrawer = useOpenedOnce(account.view !== null);
  const addToCart = useOpenedOnce(cartModal);

  return (
    <>
      <Suspense fallback={null}>
        {menu && <MenuDrawer />}
        {search && <SearchOverlay />}
        {accountDrawer && <AccountDrawer />}
        {miniCart && <MiniCartDrawer />}
        {addToCart && <AddToCartPopup />}
      </Suspense>
      <AlertHost />
      {pageLoading && <LoadingOverlay fullScreen message={t('shell.loading')} />}
    </>
  );
}
