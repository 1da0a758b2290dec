import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Forgot password (spec §2.2 /customer/account/forgotpassword); the account issue fills it. */
export default function ForgotPasswordPage() {
  const t = useT();
  return <PlaceholderPage title={t('account.forgotPassword.title')} />;
}
