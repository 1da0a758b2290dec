import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { passwordRule, toAntdRule } from '../../lib/validation/antdRules';
import { required, sameAs } from '../../lib/validation/rules';
import { PATHS } from '../store/routeTable';
import { RESET_PASSWORD } from './account.gql';
import { AccountFormPage } from './AccountFormPage';
import { usePasswordPolicy } from './usePasswordPolicy';

/** Spec §2.2 /customer/account/createPassword?token=…&email=…; after a reset the shopper goes to login (§4). */
export default function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policy = usePasswordPolicy();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [reset, { loading }] = useMutation(RESET_PASSWORD, { context: { silent: true } });
  const [failed, setFailed] = useState(false);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const onFinish = async ({ password }: { password: string }) => {
    setFailed(false);
    try {
      const { data } = await reset({ variables: { email, resetPasswordToken: token, newPassword: password } });
      if (data?.resetPassword) {
        navigate(PATHS.login, { replace: true, state: { passwordReset: true } });
        return;
      }
    } catch {
      // Shown below: the link is wrong, used or expired.
    }
    setFailed(true);
  };

  return (
    <AccountFormPage title={t('account.resetPassword.title')}>
      {(failed || !token || !email) && <Alert type="error" title={t('account.reset.invalid')} showIcon className="account-form__alert" />}
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={onFinish} noValidate className="account-form">
        <Form.Item name="password" label={t('account.field.newPassword')} rules={[toAntdRule(t, required), passwordRule(t, policy)]}>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.field.confirmNewPassword')}
          dependencies={['password']}
          rules={[toAntdRule(t, required, sameAs(() => String(form.getFieldValue('password') ?? '')))]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={loading} autoInsertSpace={false}>
          {t('account.reset.submit')}
        </Button>
      </Form>
    </AccountFormPage>
  );
}
