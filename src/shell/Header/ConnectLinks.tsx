import { AppLink } from '../../components/AppLink';
import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';
import { useStoreRules } from '../../shared/store/storeRules';

/** The /connect header (spec §2.2): Log in and Sign up on the companion service instead of the tools. */
export function ConnectLinks() {
  const t = useT();
  // Sign up: the store config's register_url (the deployment's page where the backend has none).
  const { registerUrl } = useStoreRules();
  return (
    <div className="connect-links">
      <AppLink to={SITE.companionSignInUrl} className="button">{t('shell.connect.logIn')}</AppLink>
      <AppLink to={registerUrl} className="button button--primary">{t('shell.connect.signUp')}</AppLink>
    </div>
  );
}
