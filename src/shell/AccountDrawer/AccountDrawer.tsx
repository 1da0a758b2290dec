import '../../styles/drawers.css';
import { Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { CreateAccountForm, ForgotPasswordForm, LoginForm, useAfterLogin } from '../../features/account';
import { useT } from '../../lib/i18n/useT';
import { PATHS } from '../../shared/store/routeTable';
import { useOverlayFocus } from '../overlayFocus';
import { type AccountView, useAccountDrawer } from './accountDrawerContext';
import type { MessageId } from '../../lib/i18n/messages';

interface ViewCopy {
  title: MessageId;
  /** One line above the form; the forgot view's form brings its own. */
  text: MessageId | null;
}

const VIEWS: Record<AccountView, ViewCopy> = {
  login: { title: 'shell.accountDrawer.login.title', text: 'shell.accountDrawer.login.text' },
  forgot: { title: 'shell.accountDrawer.forgot.title', text: null },
  create: { title: 'shell.accountDrawer.create.title', text: 'shell.accountDrawer.create.text' },
};

/**
 * Spec §2.4 account drawer: exactly one view at a time (login by default, forgot password, create
 * account), each with its form. After signing in the shopper stays on the page, unless a checkout
 * source (checkout, mini-cart) is waiting for them; a new account goes to the dashboard.
 */
export default function AccountDrawer() {
  const t = useT();
  const { view, show, close } = useAccountDrawer();
  const shown = useRef<AccountView | null>(view);
  const sectionRef = useRef<HTMLElement>(null);
  const current = view ?? shown.current ?? 'login';
  const copy = VIEWS[current];
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const focus = useOverlayFocus(view !== null, 'account-drawer');
  const sourceUrl = useAppSelector((state) => state.checkout.checkoutSourceUrl);
  const onSignedIn = () => {
    close();
    if (sourceUrl) afterLogin();
  };
  const onCreated = () => {
    close();
    navigate(PATHS.account);
  };

  // On a switch between views (not on opening) focus follows to the new view, so it is announced.
  useEffect(() => {
    if (view && shown.current && view !== shown.current) sectionRef.current?.focus();
    shown.current = view ?? shown.current;
  }, [view]);

  return (
    <Drawer
      open={view !== null}
      onClose={close}
      placement="right"
      size={400}
      title={t(copy.title)}
      rootClassName="shell-drawer account-drawer"
      {...focus}
    >
      <section ref={sectionRef} className="account-drawer__view" tabIndex={-1} aria-label={t(copy.title)} data-view={current}>
        {copy.text && <p className="account-drawer__text">{t(copy.text)}</p>}
        {current === 'login' && <LoginForm idPrefix="drawer" onSignedIn={onSignedIn} />}
        {current === 'forgot' && <ForgotPasswordForm idPrefix="drawer" />}
        {current === 'create' && <CreateAccountForm idPrefix="drawer" onCreated={onCreated} />}
        {current === 'login' && (
          <>
            <button type="button" className="link-button account-drawer__switch" onClick={() => show('forgot')}>
              {t('shell.accountDrawer.forgot.title')}
            </button>
            {/* Spec §2.2, §2.4: a sign-in link and a join link, both to their pages and both closing the drawer. */}
            <div className="account-drawer__join">
              <Link to={PATHS.login} onClick={close}>{t('shell.accountDrawer.signInPage')}</Link>
              <Link to={PATHS.createAccount} onClick={close}>{t('shell.accountDrawer.joinToday')}</Link>
            </div>
          </>
        )}
        {current !== 'login' && (
          <button type="button" className="link-button account-drawer__switch" onClick={() => show('login')}>
            {t(current === 'forgot' ? 'shell.accountDrawer.backToLogin' : 'shell.accountDrawer.haveAccount')}
          </button>
        )}
      </section>
    </Drawer>
  );
}
