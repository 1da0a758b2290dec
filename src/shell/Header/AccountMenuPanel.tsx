import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { accountMenuFor } from '../../features/account';
import { useT } from '../../lib/i18n/useT';
import { useStoreRules } from '../../shared/store/storeRules';
import { type AccountView } from '../AccountDrawer/accountDrawerContext';
import { preloadAccountDrawer } from '../Overlays/overlayLoaders';
import { useSignOut } from './useSignOut';

interface AccountMenuPanelProps {
  id: string;
  /** Closes the menu (a link followed, Sign out chosen). */
  onDone: () => void;
  /** Closes the menu and opens the account drawer at a view. */
  onOpenDrawer: (view: AccountView) => void;
}

/**
 * The account dropdown's panel (spec §2.4): Sign in / Create an account for a guest, the account
 * pages and Sign out, in a narrower panel, for a customer. Its own chunk, fetched when the pointer
 * or keyboard focus reaches the account button; it floats over the page, so nothing moves meanwhile.
 */
export default function AccountMenuPanel({ id, onDone, onOpenDrawer }: AccountMenuPanelProps) {
  const t = useT();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const firstname = useAppSelector((state) => state.user.customer?.firstname);
  // The store's own entries (VAT number, wish list: as its store config says, as on the account page).
  const rules = useStoreRules();
  const signOut = useSignOut();
  // A guest who opened the menu is one click from the account drawer: fetch its code now.
  useEffect(() => {
    if (!isLogin) preloadAccountDrawer();
  }, [isLogin]);

  return (
    <div id={id} className={isLogin ? 'account-menu__panel account-menu__panel--narrow' : 'account-menu__panel'}>
      {isLogin ? (
        <>
          {firstname && <p className="account-menu__hello">{t('shell.account.hello', { name: firstname })}</p>}
          <ul className="account-menu__list">
            {accountMenuFor(rules).map((entry) => (
              <li key={entry.key}>
                {entry.path ? (
                  <Link to={entry.path} onClick={onDone}>{t(entry.messageId)}</Link>
                ) : (
                  <button type="button" className="link-button" onClick={() => { onDone(); void signOut(); }}>
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
          <button type="button" className="button button--primary button--block" onClick={() => onOpenDrawer('login')}>
            {t('shell.account.signIn')}
          </button>
          <button type="button" className="button button--block" onClick={() => onOpenDrawer('create')}>
            {t('shell.account.createAccount')}
          </button>
        </>
      )}
    </div>
  );
}
