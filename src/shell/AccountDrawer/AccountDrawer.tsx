import '../../styles/drawers.css';
import { Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../features/store/routeTable';
import { useT } from '../../lib/i18n/useT';
import { focusIntoDrawer } from '../drawerFocus';
import { type AccountView, useAccountDrawer } from './accountDrawerContext';
import type { MessageId } from '../../lib/i18n/messages';

interface ViewCopy {
  title: MessageId;
  text: MessageId;
  /** The page that completes this view's task, and the button text leading there. */
  action: { to: string; label: MessageId };
}

const VIEWS: Record<AccountView, ViewCopy> = {
  login: {
    title: 'shell.accountDrawer.login.title',
    text: 'shell.accountDrawer.login.text',
    action: { to: PATHS.login, label: 'shell.accountDrawer.login.action' },
  },
  forgot: {
    title: 'shell.accountDrawer.forgot.title',
    text: 'shell.accountDrawer.forgot.text',
    action: { to: PATHS.forgotPassword, label: 'shell.accountDrawer.forgot.action' },
  },
  create: {
    title: 'shell.accountDrawer.create.title',
    text: 'shell.accountDrawer.create.text',
    action: { to: PATHS.createAccount, label: 'shell.accountDrawer.create.action' },
  },
};

/**
 * Spec §2.4 account drawer: exactly one view at a time (login by default, forgot password, create
 * account). Each view explains itself and leads to the page holding its form (the account issue
 * builds those); the links close the drawer, the buttons switch views. Loaded on first open.
 */
export default function AccountDrawer() {
  const t = useT();
  const { view, show, close } = useAccountDrawer();
  const shown = useRef<AccountView | null>(view);
  const sectionRef = useRef<HTMLElement>(null);
  const current = view ?? shown.current ?? 'login';
  const copy = VIEWS[current];

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
      afterOpenChange={focusIntoDrawer('account-drawer')}
    >
      <section ref={sectionRef} className="account-drawer__view" tabIndex={-1} aria-label={t(copy.title)} data-view={current}>
        <p className="account-drawer__text">{t(copy.text)}</p>
        <Link to={copy.action.to} className="button button--primary button--block" onClick={close}>
          {t(copy.action.label)}
        </Link>
        {current === 'login' && (
          <>
            <button type="button" className="link-button account-drawer__switch" onClick={() => show('forgot')}>
              {t('shell.accountDrawer.forgot.title')}
            </button>
            <div className="account-drawer__join">
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
