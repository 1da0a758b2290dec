import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { email, required } from '../../../lib/validation/rules';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { useRecaptcha } from '../../../shared/recaptcha/useRecaptcha';
import { REQUEST_PASSWORD_RESET } from '../accountForms.gql';

/**
 * Spec §8: the result is neutral — the same message whether or not an account exists, and also
 * when the request fails, so the form never reveals who has an account.
 */
export function ForgotPasswordForm({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const [request] = useMutation(REQUEST_PASSWORD_RESET, { context: { silent: true } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const recaptcha = useRecaptcha('CUSTOMER_FORGOT_PASSWORD');
  const busy = recaptcha.pending;

  const onFinish = async (values: { email: string }) => {
    if (busy) return;
    const address = values.email.trim();
    try {
      const guarded = await recaptcha.send((headers) => request({ variables: { email: address }, context: { silent: true, headers } }));
      if (!guarded.sent) return;
    } catch {
      // Neutral either way, see above.
    }
    setSentTo(address);
  };

  return (
    <Form name={`${idPrefix}-forgot`} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate className="account-form">
      <p className="account-form__intro">{t('account.forgot.intro')}</p>
      {sentTo && <Alert type="success" title={t('account.forgot.result', { email: sentTo })} showIcon className="account-form__alert" />}
      <Form.Item name="email" label={t('account.field.email')} validateTrigger="onBlur" rules={[toAntdRule(t, required, email)]}>
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <RecaptchaBadge form="CUSTOMER_FORGOT_PASSWORD" />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>
        {t('account.forgot.submit')}
      </Button>
    </Form>
  );
}
