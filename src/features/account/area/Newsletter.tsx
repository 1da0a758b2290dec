import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Checkbox } from 'antd';
import { useEffect, useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { GET_ACCOUNT_CUSTOMER, UPDATE_CUSTOMER } from '../accountArea.gql';
import { useCustomerQuery } from './useCustomerQuery';

/** Newsletter subscriptions: the General Subscription checkbox (§3 account form fields). */
export default function Newsletter() {
  const t = useT();
  const client = useApolloClient();
  const { data } = useCustomerQuery(GET_ACCOUNT_CUSTOMER);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);
  useEffect(() => setChecked(data?.customer?.is_subscribed === true), [data]);
  if (!data) return <p role="status">{t('global.fetch')}</p>;

  const save = async () => {
    setSaving(true);
    setSaved(null);
    try {
      await client.mutate({ mutation: UPDATE_CUSTOMER, variables: { input: { is_subscribed: checked } }, context: { silent: true } });
      setSaved(true);
    } catch {
      setSaved(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form account-form--narrow" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {saved !== null && <Alert type={saved ? 'success' : 'error'} title={t(saved ? 'account.newsletter.saved' : 'account.info.failed')} showIcon className="account-form__alert" />}
      <fieldset className="account-fieldset">
        <legend>{t('account.newsletter.options')}</legend>
        <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)}>{t('account.newsletter.general')}</Checkbox>
      </fieldset>
      <Button type="primary" htmlType="submit" loading={saving} {...busyButtonProps(saving)} autoInsertSpace={false}>{t('account.save')}</Button>
    </form>
  );
}
