import { Link, Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n/useT';
import { PATHS } from '../../shared/store/routeTable';
import { AccountFormPage } from './AccountFormPage';
import { LoginForm } from './forms/LoginForm';
import { useAfterLogin } from './useAfterLogin';

/** Customer login (spec §2.2 /customer/account/login), with ?returnTo= and the checkout source. */
export default function LoginPage() {
  const t = useT();
  const afterLogin = useAfterLogin();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const loading = useAppSelector((state) => state.user.loading);
  // Already signed in (e.g. back button): nothing to do here. Not while a sign-in is completing.
  if (isLogin && !loading) return <Navigate to={PATHS.account} replace />;
  return (
    <AccountFormPage
      title={t('account.login.title')}
      aside={
        <>
          <h2 className="account-card__title">{t('account.login.newCustomers')}</h2>
          <p>{t('account.login.newCustomersText')}</p>
          <Link to={PATHS.createAccount} className="button button--primary button--block">
            {t('account.create.submit')}
          </Link>
        </>
      }
    >
      <h2 className="account-card__title">{t('account.login.registered')}</h2>
      <LoginForm idPrefix="page" onSignedIn={afterLogin} />
      <Link to={PATHS.forgotPassword} className="account-card__link">
        {t('account.forgot.link')}
      </Link>
    </AccountFormPage>
  );
}
