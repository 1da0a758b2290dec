import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { email, required } from '../../../lib/validation/rules';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { useRecaptcha } from '../../../shared/recaptcha/useRecaptcha';
import { CREATE_CUSTOMER } from '../accountForms.gql';
import { signIn } from '../userThunks';
import { LoginForm } from './LoginForm';
import { NameFields } from './NameFields';
import { PasswordFields } from './PasswordFields';
import { RemoteAssistanceField } from './RemoteAssistanceField';

interface CreateValues {
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
  allow_remote_shopping_assistance?: boolean;
  email: string;
  password: string;
  confirm: string;
}

/**
 * Registration with the newsletter opt-in; a new account is signed in straight away. Where Magento's reCAPTCHA
 * needs the shopper for that sign-in (its "I'm not a robot" box guards sign-in), the form gives way to a sign-in
 * form with the new e-mail filled in.
 */
export function CreateAccountForm({ onCreated, idPrefix }: { onCreated: () => void; idPrefix: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<CreateValues>();
  const [create] = useMutation(CREATE_CUSTOMER, { context: { silent: true } });
  const [error, setError] = useState<string | null>(null);
  /** The new account's e-mail, once created but not yet signed in. */
  const [created, setCreated] = useState<string | null>(null);
  const recaptcha = useRecaptcha('CUSTOMER_CREATE');
  const busy = recaptcha.pending;

  const onFinish = async (values: CreateValues) => {
    if (busy) return;
    setError(null);
    const input = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      is_subscribed: values.is_subscribed === true,
      allow_remote_shopping_assistance: values.allow_remote_shopping_assistance === true,
    };
    try {
      const guarded = await recaptcha.send((headers) => create({ variables: { input }, context: { silent: true, headers } }));
      if (!guarded.sent) return;
    } catch (caught) {
      setError(CombinedGraphQLErrors.is(caught) ? (caught.errors[0]?.message ?? t('account.create.failed')) : t('account.create.failed'));
      return;
    }
    const signedIn = await dispatch(signIn({ email: input.email, password: input.password })).unwrap();
    if (signedIn.ok) onCreated();
    else if (signedIn.refused || signedIn.unconfirmed) setCreated(input.email);
    else setError(signedIn.message || t('account.login.failed'));
  };

  if (created !== null) {
    return (
      <>
        <Alert type="success" title={t('account.create.signInToContinue')} showIcon role="status" className="account-form__alert" />
        <LoginForm idPrefix={`${idPrefix}-created`} initialEmail={created} onSignedIn={onCreated} />
      </>
    );
  }
  return (
    <Form form={form} name={`${idPrefix}-create`} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate className="account-form">
      {error && <Alert type="error" title={error} showIcon className="account-form__alert" />}
      <NameFields />
      <Form.Item name="is_subscribed" valuePropName="checked">
        <Checkbox>{t('account.field.newsletter')}</Checkbox>
      </Form.Item>
      <RemoteAssistanceField hintId={`${idPrefix}-create-assistance-hint`} />
      <Form.Item name="email" label={t('account.field.email')} validateTrigger="onBlur" rules={[toAntdRule(t, required, email)]}>
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <PasswordFields name="password" label="account.field.password" confirmLabel="account.field.confirmPassword" />
      <RecaptchaBadge form="CUSTOMER_CREATE" />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>
        {t('account.create.submit')}
      </Button>
    </Form>
  );
}
