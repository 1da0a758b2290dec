import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { email, required } from '../../../lib/validation/rules';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { signIn } from '../userThunks';

interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  onSignedIn: () => void;
  idPrefix: string;
  /** The e-mail filled in (a new account's): focus then starts on the password. */
  initialEmail?: string;
}

/** Sign-in form of the login page and the account drawer. */
export function LoginForm({ onSignedIn, idPrefix, initialEmail }: LoginFormProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.user.loading);
  const [error, setError] = useState<string | null>(null);
  const password = useRef<InputRef>(null);
  // Given the e-mail (in place of the create form, whose button had focus), the shopper goes on with the password.
  useEffect(() => {
    if (initialEmail) password.current?.focus();
  }, [initialEmail]);

  const onFinish = async (values: LoginValues) => {
    setError(null);
    const result = await dispatch(signIn({ email: values.email.trim(), password: values.password })).unwrap();
    // Our own neutral text for a refused sign-in, in the store's language: it never tells whether the e-mail exists.
    // A request Magento refused before looking at the credentials (a failed reCAPTCHA check) says so in its words.
    if (result.ok) onSignedIn();
    else if (!result.unconfirmed) setError(result.refused && result.message ? result.message : t('account.login.failed'));
  };

  return (
    <Form
      name={`${idPrefix}-login`} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate className="account-form"
      initialValues={initialEmail ? { email: initialEmail } : undefined}
    >
      {error && <Alert type="error" title={error} showIcon role="alert" className="account-form__alert" />}
      <Form.Item name="email" label={t('account.field.email')} validateTrigger="onBlur" rules={[toAntdRule(t, required, email)]}>
        <Input type="email" autoComplete="email" inputMode="email" size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('account.field.password')} rules={[toAntdRule(t, required)]}>
        <Input.Password autoComplete="current-password" size="large" ref={password} />
      </Form.Item>
      <RecaptchaBadge form="CUSTOMER_LOGIN" />
      <Button type="primary" htmlType="submit" size="large" block loading={loading} {...busyButtonProps(loading)} autoInsertSpace={false}>
        {t('account.login.submit')}
      </Button>
    </Form>
  );
}
