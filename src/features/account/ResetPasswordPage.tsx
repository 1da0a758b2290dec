import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { busyButtonProps } from '../../components/busyButton';
import { useT } from '../../lib/i18n/useT';
import { toAntdRule } from '../../lib/validation/antdRules';
import { email as emailRule, required } from '../../lib/validation/rules';
import RecaptchaBadge from '../../shared/recaptcha/RecaptchaBadge';
import { useRecaptcha } from '../../shared/recaptcha/useRecaptcha';
import { PATHS } from '../../shared/store/routeTable';
import { AccountFormPage } from './AccountFormPage';
import { RESET_PASSWORD } from './accountForms.gql';
import { PasswordFields } from './forms/PasswordFields';

/**
 * Spec §2.2 /customer/account/createPassword?token=…&email=…; after a reset the shopper goes to login (§4).
 * Magento's own reset mail links with the token alone: then the page asks for the e-mail address, which
 * resetPassword needs.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ email?: string; password: string; confirm: string }>();
  const [reset] = useMutation(RESET_PASSWORD, { context: { silent: true } });
  const [failed, setFailed] = useState(false);
  // A request Magento refused before running it (a failed reCAPTCHA check) in its own words; the link was fine.
  const [refusal, setRefusal] = useState<string | null>(null);
  const recaptcha = useRecaptcha('CUSTOMER_FORGOT_PASSWORD');
  const busy = recaptcha.pending;
  const token = params.get('token') ?? '';
  const linkEmail = params.get('email') ?? '';

  const onFinish = async ({ email, password }: { email?: string; password: string }) => {
    if (busy) return;
    setFailed(false);
    setRefusal(null);
    try {
      const guarded = await recaptcha.send((headers) => reset({
        variables: { email: linkEmail || (email ?? '').trim(), resetPasswordToken: token, newPassword: password },
        context: { silent: true, headers },
      }));
      if (!guarded.sent) return;
      if (guarded.result.data?.resetPassword) {
        navigate(PATHS.login, { replace: true, state: { passwordReset: true } });
        return;
      }
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      if (first && !first.path) {
        setRefusal(first.message);
        return;
      }
      // Else shown below: the link is wrong, used or expired.
    }
    setFailed(true);
  };

  return (
    <AccountFormPage title={t('account.resetPassword.title')}>
      {(failed || !token) && <Alert type="error" title={t('account.reset.invalid')} showIcon className="account-form__alert" />}
      {refusal && <Alert type="error" title={refusal} showIcon role="alert" className="account-form__alert" />}
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={onFinish} noValidate className="account-form">
        {!linkEmail && (
          <Form.Item name="email" label={t('account.field.email')} validateTrigger="onBlur" rules={[toAntdRule(t, required, emailRule)]}>
            <Input type="email" autoComplete="email" inputMode="email" size="large" />
          </Form.Item>
        )}
        <PasswordFields name="password" label="account.field.newPassword" confirmLabel="account.field.confirmNewPassword" />
        <RecaptchaBadge form="CUSTOMER_FORGOT_PASSWORD" />
        <Button type="primary" htmlType="submit" size="large" block loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>
          {t('account.reset.submit')}
        </Button>
      </Form>
    </AccountFormPage>
  );
}
