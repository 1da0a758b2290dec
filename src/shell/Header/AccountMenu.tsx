import '../../styles/account-menu.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { ACCOUNT_MENU } from '../../features/account/accountMenu';
import { useT } from '../../lib/i18n/useT';
import { type AccountView, useAccountDrawer } from '../AccountDrawer/accountDrawerContext';
import { useSignOut } from './useSignOut';

/**
 * Spec §2.4 account dropdown. A guest gets Sign in / Create an account, which open the account
 * drawer at that view; a customer gets the account pages of §2.2 and Sign out, in a narrower panel.
 * A disclosure (button + list), closed by Escape (focus back on the button) and by clicks outside.
 */
export function AccountMenu() {
  const t = useT();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const firstname = useAppSelector((state) => state.user.customer?.firstname);
  const drawer = useAccountDrawer();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = `${useId()}-account`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const outside = (node: EventTarget | null) => node instanceof Node && !wrapperRef.current?.contains(node);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close(false);
    };
    // Tabbing out of the panel closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) close(false);
    };
    const wrapper = wrapperRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wrapper?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wrapper?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  const openDrawer = (view: AccountView) => {
    setOpen(false);
    // The drawer returns focus to whatever had it when it opened: make that the account button.
    buttonRef.current?.focus();
    drawer.open(view);
  };

  return (
    <div ref={wrapperRef} className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span className="visually-hidden">{t('shell.account.label')}</span>
      </button>
      {open && (
        <div id={panelId} className={isLogin ? 'account-menu__panel account-menu__panel--narrow' : 'account-menu__panel'}>
          {isLogin ? (
            <>
              {firstname && <p className="account-menu__hello">{t('shell.account.hello', { name: firstname })}</p>}
              <ul className="account-menu__list">
                {ACCOUNT_MENU.map((entry) => (
                  <li key={entry.key}>
                    {entry.path ? (
                      <Link to={entry.path} onClick={() => setOpen(false)}>{t(entry.messageId)}</Link>
                    ) : (
                      <button type="button" className="link-button" onClick={() => { setOpen(false); void signOut(); }}>
                        {t(entry.messageId)}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="account-menu__intro">{t('shell.account.intro')}</p>
              <button type="button" className="button button--primary button--block" onClick={() => openDrawer('login')}>
                {t('shell.account.signIn')}
              </button>
              <button type="button" className="button button--block" onClick={() => openDrawer('create')}>
                {t('shell.account.createAccount')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
