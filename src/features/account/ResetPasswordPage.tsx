import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Reset password (spec §2.2 /customer/account/createPassword); the account issue fills it. */
export default function ResetPasswordPage() {
  const t = useT();
  return <PlaceholderPage title={t('account.resetPassword.title')} />;
}
