import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { email, required } from '../../../lib/validation/rules';
import { PATHS } from '../../../shared/store/routeTable';
import { loginPathFor } from '../../account';
import { checkoutSourceSet } from '../checkoutSlice';

/**
 * Step 0: sign in, register, or continue as a guest with an e-mail. Sign in and register record the
 * checkout as the source (spec §3), so the shopper comes back to /checkout afterwards.
 */
export function LoginStep({ initialEmail, busy, onGuest }: { initialEmail: string; busy: boolean; onGuest: (email: string) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const recordSource = () => dispatch(checkoutSourceSet({ source: 'checkout', url: PATHS.checkout }));
  const returnQuery = new URLSearchParams({ returnTo: PATHS.checkout }).toString();
  return (
    <div className="checkout-login">
      <Form
        name="checkoutGuest"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ email: initialEmail }}
        onFinish={(values: { email: string }) => onGuest(values.email.trim())}
        className="checkout-form checkout-login__guest"
      >
        <h3 className="checkout-subtitle">{t('checkout.login.guestTitle')}</h3>
        <p className="checkout-note">{t('checkout.login.guestText')}</p>
        <Form.Item name="email" label={t('checkout.login.email')} rules={[toAntdRule(t, required, email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <div className="checkout-actions">
          <Button type="primary" htmlType="submit" loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>{t('checkout.continue')}</Button>
        </div>
      </Form>
      <div className="checkout-login__account">
        <h3 className="checkout-subtitle">{t('checkout.login.signInTitle')}</h3>
        <p className="checkout-note">{t('checkout.login.signInText')}</p>
        <div className="checkout-actions">
          <Button
            autoInsertSpace={false}
            onClick={() => {
              recordSource();
              navigate(loginPathFor(PATHS.checkout));
            }}
          >
            {t('checkout.login.signIn')}
          </Button>
        </div>
        <p className="checkout-note checkout-login__register">
          {t('checkout.login.noAccount')}{' '}
          <Link to={`${PATHS.createAccount}?${returnQuery}`} onClick={recordSource}>{t('checkout.login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
