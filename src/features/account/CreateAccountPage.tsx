import { useT } from '../../lib/i18n/useT';
import { AccountFormPage } from './AccountFormPage';
import { CreateAccountForm } from './forms/CreateAccountForm';
import { useAfterLogin } from './useAfterLogin';

/** Registration (spec §2.2 /customer/account/create). */
export default function CreateAccountPage() {
  const t = useT();
  const afterLogin = useAfterLogin();
  return (
    <AccountFormPage title={t('account.create.title')}>
      <CreateAccountForm idPrefix="page" onCreated={afterLogin} />
    </AccountFormPage>
  );
}
