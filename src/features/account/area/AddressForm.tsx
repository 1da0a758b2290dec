import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { required } from '../../../lib/validation/rules';
import { type AddressInput, GET_COUNTRIES } from '../accountArea.gql';
import type { CustomerAddress } from '../userSlice';

interface AddressValues {
  firstname: string;
  lastname: string;
  company?: string;
  telephone: string;
  street0: string;
  street1?: string;
  city: string;
  country_code: string;
  region_id?: number;
  region?: string;
  postcode: string;
  default_billing?: boolean;
  default_shipping?: boolean;
}

/** Add or edit an address-book entry (spec §3 customer address fields). */
export function AddressForm({ address, saving, onSave, onCancel }: {
  address: CustomerAddress | null;
  saving: boolean;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<AddressValues>();
  // A new address starts with the customer's name, as Magento's form does.
  const customer = useAppSelector((state) => state.user.customer);
  const { data } = useQuery(GET_COUNTRIES);
  const countries = (data?.countries ?? []).filter((c) => c.id);
  const countryCode = Form.useWatch('country_code', form);
  const regions = countries.find((c) => c.id === countryCode)?.available_regions ?? [];
  const req = toAntdRule(t, required);

  const onFinish = (v: AddressValues) => {
    const region = regions.find((r) => r.id === v.region_id);
    onSave({
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      company: v.company?.trim() ?? '',
      telephone: v.telephone.trim(),
      street: [v.street0.trim(), v.street1?.trim() ?? ''].filter(Boolean),
      city: v.city.trim(),
      country_code: v.country_code,
      region: region ? { region_id: region.id ?? undefined, region_code: region.code ?? undefined, region: region.name ?? undefined } : { region: v.region?.trim() ?? '' },
      postcode: v.postcode.trim(),
      default_billing: v.default_billing === true,
      default_shipping: v.default_shipping === true,
    });
  };

  return (
    <Form
      form={form}
      name="address"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onFinish}
      className="account-form address-form"
      initialValues={{
        firstname: address ? (address.firstname ?? '') : (customer?.firstname ?? ''),
        lastname: address ? (address.lastname ?? '') : (customer?.lastname ?? ''),
        company: address?.company ?? '',
        telephone: address?.telephone ?? '',
        street0: address?.street?.[0] ?? '',
        street1: address?.street?.[1] ?? '',
        city: address?.city ?? '',
        country_code: address?.country_code ?? undefined,
        region_id: address?.region?.region_id ?? undefined,
        region: address?.region?.region ?? '',
        postcode: address?.postcode ?? '',
        default_billing: address?.default_billing ?? false,
        default_shipping: address?.default_shipping ?? false,
      }}
    >
      <div className="address-form__grid">
        <Form.Item name="firstname" label={t('account.field.firstname')} rules={[req]}><Input autoComplete="given-name" /></Form.Item>
        <Form.Item name="lastname" label={t('account.field.lastname')} rules={[req]}><Input autoComplete="family-name" /></Form.Item>
        <Form.Item name="company" label={t('account.address.company')}><Input autoComplete="organization" /></Form.Item>
        <Form.Item name="telephone" label={t('account.address.telephone')} rules={[req]}><Input type="tel" autoComplete="tel" /></Form.Item>
        <Form.Item name="street0" label={t('account.address.street')} rules={[req]}><Input autoComplete="address-line1" /></Form.Item>
        <Form.Item name="street1" label={t('account.address.street2')}><Input autoComplete="address-line2" /></Form.Item>
        <Form.Item name="city" label={t('account.address.city')} rules={[req]}><Input autoComplete="address-level2" /></Form.Item>
        <Form.Item name="country_code" label={t('account.address.country')} rules={[req]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={countries.map((c) => ({ value: c.id ?? '', label: c.full_name_locale ?? c.id ?? '' }))}
            onChange={() => form.setFieldsValue({ region_id: undefined, region: '' })}
          />
        </Form.Item>
        {regions.length > 0 ? (
          <Form.Item name="region_id" label={t('account.address.region')} rules={[req]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={regions.map((r) => ({ value: r.id ?? 0, label: r.name ?? '' }))} />
          </Form.Item>
        ) : (
          <Form.Item name="region" label={t('account.address.region')}><Input autoComplete="address-level1" /></Form.Item>
        )}
        <Form.Item name="postcode" label={t('account.address.postcode')} rules={[req]}><Input autoComplete="postal-code" /></Form.Item>
      </div>
      <Form.Item name="default_billing" valuePropName="checked" className="account-form__check">
        <Checkbox disabled={address?.default_billing === true}>{t('account.address.useAsBilling')}</Checkbox>
      </Form.Item>
      <Form.Item name="default_shipping" valuePropName="checked" className="account-form__check">
        <Checkbox disabled={address?.default_shipping === true}>{t('account.address.useAsShipping')}</Checkbox>
      </Form.Item>
      <div className="account-form__actions">
        <Button type="primary" htmlType="submit" loading={saving} autoInsertSpace={false}>{t('account.address.save')}</Button>
        <Button onClick={onCancel} autoInsertSpace={false}>{t('account.cancel')}</Button>
      </div>
    </Form>
  );
}
