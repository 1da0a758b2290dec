import { Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { AlertHost } from '../../components/alert/AlertHost';
import { lazyWithAntd } from '../../components/antd/lazyWithAntd';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useT } from '../../lib/i18n/useT';
import { useAccountDrawer } from '../AccountDrawer/accountDrawerContext';

// Nothing here is visible at first paint: each overlay's code (and antd's Drawer / Modal) loads
// when it first opens, and stays mounted afterwards so it can animate out.
const MenuDrawer = lazyWithAntd(() => import('../Header/MenuDrawer'));
const SearchOverlay = lazyWithAntd(() => import('../Search/SearchOverlay'));
const AccountDrawer = lazyWithAntd(() => import('../AccountDrawer/AccountDrawer'));
const MiniCartDrawer = lazyWithAntd(() => import('../MiniCart/MiniCartDrawer'));
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
  const app = useAppSelector((state) => state.app);
  const cartModal = useAppSelector((state) => state.cart.cartModalVisible);
  const account = useAccountDrawer();
  const menu = useOpenedOnce(app.menuDrawerVisible);
  const search = useOpenedOnce(app.searchVisible);
  const miniCart = useOpenedOnce(app.miniCartVisible);
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
      {app.isPageLoading && <LoadingOverlay fullScreen message={t('shell.loading')} />}
    </>
  );
}
