import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** Create account (spec §2.2 /customer/account/create); the account issue fills it. */
export default function CreateAccountPage() {
  const t = useT();
  return <PlaceholderPage title={t('account.create.title')} />;
}
