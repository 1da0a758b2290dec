import '../styles/shell.css';
import { Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { focusRescueRef } from '../components/focusRescueRef';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { useT } from '../lib/i18n/useT';
import { type AccountDrawerControl, AccountDrawerContext, type AccountView } from './AccountDrawer/accountDrawerContext';
import { Announcements } from './Announcements';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { ShellOverlays } from './Overlays/ShellOverlays';
import { OfflineNotice } from './Pwa/OfflineNotice';
import { UpdatePrompt } from './Pwa/UpdatePrompt';
import { SkipLink } from './SkipLink';
import { useShellVariant } from './useShellVariant';

/**
 * The page shell (spec §2.4), the layout route of every page: skip link, pencil banner and store
 * message, header, the page in <main>, footer, back-to-top, and the overlays (menu, search, account
 * drawer, mini-cart, add-to-cart and alert popups, full-screen loading).
 */
export default function Shell() {
  const t = useT();
  const variant = useShellVariant();
  const pageLoading = useAppSelector((state) => state.app.isPageLoading);
  const [accountView, setAccountView] = useState<AccountView | null>(null);
  const accountDrawer = useMemo<AccountDrawerControl>(
    () => ({
      view: accountView,
      open: (view = 'login') => setAccountView(view),
      show: (view) => setAccountView(view),
      close: () => setAccountView(null),
    }),
    [accountView],
  );

  return (
    <AccountDrawerContext.Provider value={accountDrawer}>
      <SkipLink />
      <Announcements showMessage={variant !== 'checkout'} />
      <Header variant={variant} />
      <OfflineNotice />
      <main ref={focusRescueRef} id="main" className="container site-main" tabIndex={-1} aria-busy={pageLoading || undefined}>
        <Suspense fallback={<LoadingOverlay message={t('global.fetch')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer showLinks={variant !== 'checkout'} />
      <BackToTop />
      <UpdatePrompt />
      <ShellOverlays />
    </AccountDrawerContext.Provider>
  );
}
