import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { type CurrentVat, GET_CURRENT_VAT } from '../account.gql';
import { SET_CUSTOMER_VAT } from '../accountForms.gql';
import { vatValidity, vatValidityLoaded } from '../userSlice';
import { useCustomerQuery } from './useCustomerQuery';

/**
 * VAT Number (EU stores): the customer's number, whether it is valid and for which country, the §8
 * note when it is not validated, and a form to change or remove it (brand setCustomerVatNumber).
 */
export default function VatNumber() {
  const t = useT();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { data, loading } = useCustomerQuery(GET_CURRENT_VAT);
  const [saved, setSaved] = useState<CurrentVat | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const vat = saved ?? data?.currentVat ?? null;
  if (loading && !vat) return <p role="status">{t('global.fetch')}</p>;

  const onFinish = async ({ vatNumber }: { vatNumber?: string }) => {
    setSaving(true);
    setStatus(null);
    try {
      const { data: result } = await client.mutate({ mutation: SET_CUSTOMER_VAT, variables: { vatNumber: (vatNumber ?? '').trim() }, context: { silent: true } });
      const next = result?.setCustomerVatNumber ?? { valid: false, vat_number: null, valid_country: null };
      setSaved(next);
      // The prices' tax suffix and the cart note follow the new validity (app.vatValid), as at sign-in.
      dispatch(vatValidityLoaded(vatValidity(next)));
      setStatus({ ok: true, text: t('account.vat.saved') });
    } catch (error) {
      setStatus({ ok: false, text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('account.info.failed')) : t('account.info.failed') });
    } finally {
      setSaving(false);
    }
  };

  const notValidated = Boolean(vat?.vat_number) && !vat?.valid;
  return (
    <div className="vat-number">
      <p className="account-form__intro">{t('account.vat.intro')}</p>
      <section className="account-card vat-number__current">
        {vat?.vat_number ? (
          <dl className="vat-number__facts">
            <div><dt>{t('account.vat.number')}</dt><dd>{vat.vat_number}</dd></div>
            <div><dt>{t('account.vat.status')}</dt><dd>{t(vat.valid ? 'account.vat.valid' : 'account.vat.notValid')}</dd></div>
            {vat.valid_country && <div><dt>{t('account.vat.country')}</dt><dd>{vat.valid_country}</dd></div>}
          </dl>
        ) : (
          <p>{t('account.vat.none')}</p>
        )}
        {notValidated && <Alert type="warning" showIcon title={t('account.vat.notValidated')} className="vat-number__note" />}
      </section>
      <div role="status">{status && <Alert type={status.ok ? 'success' : 'error'} title={status.text} showIcon className="account-form__alert" />}</div>
      <Form name="vat-number" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} initialValues={{ vatNumber: vat?.vat_number ?? '' }} className="account-form account-form--narrow">
        <Form.Item name="vatNumber" label={t('account.vat.number')} extra={t('account.vat.help')}>
          <Input autoComplete="off" size="large" maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} {...busyButtonProps(saving)} autoInsertSpace={false}>{t('account.vat.save')}</Button>
      </Form>
    </div>
  );
}
