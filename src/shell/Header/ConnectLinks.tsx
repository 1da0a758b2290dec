import { AppLink } from '../../components/AppLink';
import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';

/** The /connect header (spec §2.2): Log in and Sign up on the companion service instead of the tools. */
export function ConnectLinks() {
  const t = useT();
  return (
    <div className="connect-links">
      <AppLink to={SITE.companionSignInUrl} className="button">{t('shell.connect.logIn')}</AppLink>
      <AppLink to={SITE.companionSignUpUrl} className="button button--primary">{t('shell.connect.signUp')}</AppLink>
    </div>
  );
}
