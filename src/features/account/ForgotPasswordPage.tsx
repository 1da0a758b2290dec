import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { PATHS } from '../../shared/store/routeTable';
import { AccountFormPage } from './AccountFormPage';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';

/** Spec §2.2 /customer/account/forgotpassword; the result message is neutral (§8). */
export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <AccountFormPage title={t('account.forgotPassword.title')}>
      <ForgotPasswordForm idPrefix="page" />
      <Link to={PATHS.login} className="account-card__link">
        {t('shell.accountDrawer.backToLogin')}
      </Link>
    </AccountFormPage>
  );
}
