import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Customer login (spec §2.2 /customer/account/login); the account issue fills it. */
export default function LoginPage() {
  const t = useT();
  return <PlaceholderPage title={t('account.login.title')} />;
}
