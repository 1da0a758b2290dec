import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { email, required } from '../../../lib/validation/rules';
import { guardedHeaders } from '../../../shared/recaptcha/lazy';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { CHANGE_PASSWORD, GET_ACCOUNT_CUSTOMER, UPDATE_CUSTOMER, UPDATE_CUSTOMER_EMAIL } from '../accountArea.gql';
import { NameFields } from '../forms/NameFields';
import { PasswordFields } from '../forms/PasswordFields';
import { RemoteAssistanceField } from '../forms/RemoteAssistanceField';
import { loadCustomer } from '../userThunks';
import { useCustomerQuery } from './useCustomerQuery';
import type { AccountCustomer } from '../accountArea.gql';

interface InfoValues {
  firstname: string;
  lastname: string;
  allow_remote_shopping_assistance?: boolean;
  changeEmail?: boolean;
  changePassword?: boolean;
  email?: string;
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/** Names, and e-mail or password changes confirmed with the current password (§3, §5). */
export default function AccountInformation() {
  const t = useT();
  const { data } = useCustomerQuery(GET_ACCOUNT_CUSTOMER);
  if (!data?.customer) return <p role="status">{t('global.fetch')}</p>;
  return <InfoForm customer={data.customer} />;
}

function InfoForm({ customer }: { customer: AccountCustomer }) {
  const t = useT();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<InfoValues>();
  const changeEmail = Form.useWatch('changeEmail', form) === true;
  const changePassword = Form.useWatch('changePassword', form) === true;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: InfoValues) => {
    if (saving) return;
    setSaving(true);
    setStatus(null);
    try {
      const silent = { silent: true };
      // Before anything is saved: an unticked "I'm not a robot" box stops the whole save (the box says so).
      const passwordHeaders = values.changePassword ? await guardedHeaders(client, 'CUSTOMER_EDIT') : {};
      if (!passwordHeaders) return;
      await client.mutate({ mutation: UPDATE_CUSTOMER, variables: { input: {
        firstname: values.firstname.trim(), lastname: values.lastname.trim(),
        allow_remote_shopping_assistance: values.allow_remote_shopping_assistance === true,
      } }, context: silent });
      if (values.changeEmail && values.email && values.currentPassword)
        await client.mutate({ mutation: UPDATE_CUSTOMER_EMAIL, variables: { email: values.email.trim(), password: values.currentPassword }, context: silent });
      if (values.changePassword && values.currentPassword && values.newPassword)
        await client.mutate({
          mutation: CHANGE_PASSWORD, variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          context: { ...silent, headers: passwordHeaders },
        });
      await dispatch(loadCustomer());
      form.setFieldsValue({ changeEmail: false, changePassword: false, currentPassword: '', newPassword: '', confirm: '' });
      setStatus({ ok: true, text: t('account.info.saved') });
    } catch (error) {
      setStatus({ ok: false, text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('account.info.failed')) : t('account.info.failed') });
    } finally {
      setSaving(false);
    }
  };

  const req = toAntdRule(t, required);
  return (
    <Form
      form={form}
      name="account-information"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onFinish}
      initialValues={{
        firstname: customer.firstname ?? '', lastname: customer.lastname ?? '', email: customer.email ?? '',
        allow_remote_shopping_assistance: customer.allow_remote_shopping_assistance,
      }}
      className="account-form account-form--narrow"
    >
      {status && <Alert type={status.ok ? 'success' : 'error'} title={status.text} showIcon className="account-form__alert" />}
      <NameFields />
      <RemoteAssistanceField hintId="account-information-assistance-hint" />
      <Form.Item name="changeEmail" valuePropName="checked" className="account-form__check">
        <Checkbox>{t('account.info.changeEmail')}</Checkbox>
      </Form.Item>
      <Form.Item name="changePassword" valuePropName="checked" className="account-form__check">
        <Checkbox>{t('account.info.changePassword')}</Checkbox>
      </Form.Item>
      {changeEmail && (
        <Form.Item name="email" label={t('account.field.email')} validateTrigger="onBlur" rules={[toAntdRule(t, required, email)]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
      )}
      {(changeEmail || changePassword) && (
        <Form.Item name="currentPassword" label={t('account.field.currentPassword')} rules={[req]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
      )}
      {changePassword && (
        <PasswordFields name="newPassword" label="account.field.newPassword" confirmLabel="account.field.confirmNewPassword" />
      )}
      {changePassword && <RecaptchaBadge form="CUSTOMER_EDIT" />}
      <Button type="primary" htmlType="submit" size="large" loading={saving} {...busyButtonProps(saving)} autoInsertSpace={false}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
