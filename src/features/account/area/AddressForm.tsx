import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Form, Input, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { postcode, required, type Rule, type ZipPatterns } from '../../../lib/validation/rules';
import { GET_COUNTRIES } from '../../cart';
import { countryCode, countryOptions, type CountryOption } from '../../cart';
import { type AddressInput } from '../accountArea.gql';
import type { CustomerAddress } from '../userSlice';

// The customer-address fields (spec §3) shared by the account address book and the checkout, with
// the §5 rules: required fields, numbers only in the phone number (spaces, +, -, ( ) allowed as
// separators), and the postcode checked against the store config's patterns for the chosen country.

export interface AddressValues {
  firstname: string;
  middlename?: string;
  lastname: string;
  company?: string;
  telephone: string;
  street0: string;
  street1?: string;
  city: string;
  country_code?: string;
  region_id?: number;
  region?: string;
  postcode: string;
}

/** The fields' values of an address (any of the address shapes: address book, cart). */
export interface AddressSeed {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  company?: string | null;
  telephone?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  country_code?: string | null;
  region_id?: number | null;
  region?: string | null;
  postcode?: string | null;
}

export function addressValuesFrom(seed: AddressSeed | null, defaultCountry?: string | null): AddressValues {
  return {
    firstname: seed?.firstname ?? '',
    middlename: seed?.middlename ?? '',
    lastname: seed?.lastname ?? '',
    company: seed?.company ?? '',
    telephone: seed?.telephone ?? '',
    street0: seed?.street?.[0] ?? '',
    street1: seed?.street?.[1] ?? '',
    city: seed?.city ?? '',
    country_code: seed?.country_code || defaultCountry || undefined,
    region_id: seed?.region_id ?? undefined,
    region: seed?.region ?? '',
    postcode: seed?.postcode ?? '',
  };
}

/** The parts every address input needs, trimmed; `region` resolved against the country's regions. */
export function addressParts(values: AddressValues, countries: readonly CountryOption[]) {
  const regions = countries.find((c) => c.id === values.country_code)?.available_regions ?? [];
  const region = regions.find((r) => r.id === values.region_id);
  return {
    firstname: values.firstname.trim(),
    middlename: values.middlename?.trim() ?? '',
    lastname: values.lastname.trim(),
    company: values.company?.trim() ?? '',
    telephone: values.telephone.trim(),
    street: [values.street0.trim(), values.street1?.trim() ?? ''].filter(Boolean),
    city: values.city.trim(),
    country_code: values.country_code ?? '',
    region,
    regionText: values.region?.trim() ?? '',
    postcode: values.postcode.trim(),
  };
}

/** Spec §5 "numbers only" for phone numbers: digits, with spaces, +, -, ( ) as separators. */
export const phoneNumber: Rule = (value) => (value === '' || /^\+?[\d\s()-]*\d[\d\s()-]*$/.test(value) ? null : 'validator.numbersOnly');

/** Store config country_info.zip_code_patterns as the postcode rule wants them. */
export function useZipPatterns(): ZipPatterns {
  const info = useAppSelector((state) => state.app.storeConfig?.country_info);
  return useMemo(() => {
    const patterns: Record<string, string[]> = {};
    for (const entry of info?.zip_code_patterns ?? []) {
      if (!entry?.country_id || !entry.pattern) continue;
      (patterns[entry.country_id] ??= []).push(entry.pattern);
    }
    return patterns;
  }, [info]);
}

export function useCountries(): CountryOption[] {
  const { data } = useQuery(GET_COUNTRIES);
  return useMemo(() => countryOptions(data), [data]);
}

/** The address fields inside a parent antd Form (the form's name keeps field ids unique). */
export function AddressFields({ countries }: { countries: readonly CountryOption[] }) {
  const t = useT();
  const form: FormInstance<AddressValues> = Form.useFormInstance<AddressValues>();
  const zipPatterns = useZipPatterns();
  const countryCode = Form.useWatch('country_code', form);
  const regions = countries.find((c) => c.id === countryCode)?.available_regions ?? [];
  const req = toAntdRule(t, required);
  const phone = toAntdRule(t, required, phoneNumber);
  const zip = toAntdRule(t, required, postcode(() => form.getFieldValue('country_code') as string | undefined, zipPatterns));
  return (
    <div className="address-form__grid">
      <Form.Item name="firstname" label={t('account.field.firstname')} rules={[req]}><Input autoComplete="given-name" /></Form.Item>
      <Form.Item name="middlename" label={t('address.middlename')}><Input autoComplete="additional-name" /></Form.Item>
      <Form.Item name="lastname" label={t('account.field.lastname')} rules={[req]}><Input autoComplete="family-name" /></Form.Item>
      <Form.Item name="company" label={t('account.address.company')}><Input autoComplete="organization" /></Form.Item>
      <Form.Item name="street0" label={t('account.address.street')} rules={[req]}><Input autoComplete="address-line1" /></Form.Item>
      <Form.Item name="street1" label={t('account.address.street2')}><Input autoComplete="address-line2" /></Form.Item>
      <Form.Item name="city" label={t('account.address.city')} rules={[req]}><Input autoComplete="address-level2" /></Form.Item>
      <Form.Item name="country_code" label={t('account.address.country')} rules={[req]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={countries.map((c) => ({ value: c.id, label: c.full_name_locale ?? c.id }))}
          onChange={() => {
            form.setFieldsValue({ region_id: undefined, region: '' });
            if (form.getFieldValue('postcode')) void form.validateFields(['postcode']).catch(() => undefined);
          }}
        />
      </Form.Item>
      {regions.length > 0 ? (
        <Form.Item name="region_id" label={t('account.address.region')} rules={[req]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={regions.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
      ) : (
        <Form.Item name="region" label={t('account.address.region')}><Input autoComplete="address-level1" /></Form.Item>
      )}
      <Form.Item name="postcode" label={t('account.address.postcode')} rules={[zip]}><Input autoComplete="postal-code" /></Form.Item>
      <Form.Item name="telephone" label={t('account.address.telephone')} rules={[phone]}><Input type="tel" autoComplete="tel" /></Form.Item>
    </div>
  );
}

interface BookValues extends AddressValues {
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
  const [form] = Form.useForm<BookValues>();
  // A new address starts with the customer's name, as Magento's form does.
  const customer = useAppSelector((state) => state.user.customer);
  const countries = useCountries();

  const onFinish = (v: BookValues) => {
    const parts = addressParts(v, countries);
    const input: AddressInput & { middlename: string } = {
      firstname: parts.firstname,
      middlename: parts.middlename,
      lastname: parts.lastname,
      company: parts.company,
      telephone: parts.telephone,
      street: parts.street,
      city: parts.city,
      country_code: countryCode(parts.country_code),
      region: parts.region
        ? { region_id: parts.region.id, region_code: parts.region.code, region: parts.region.name }
        : { region: parts.regionText },
      postcode: parts.postcode,
      default_billing: v.default_billing === true,
      default_shipping: v.default_shipping === true,
    };
    onSave(input);
  };

  const initial: BookValues = {
    ...addressValuesFrom(address
      ? { ...address, region_id: address.region?.region_id, region: address.region?.region }
      : { firstname: customer?.firstname, lastname: customer?.lastname }),
    default_billing: address?.default_billing ?? false,
    default_shipping: address?.default_shipping ?? false,
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
      initialValues={initial}
    >
      <AddressFields countries={countries} />
      <Form.Item name="default_billing" valuePropName="checked" className="account-form__check">
        <Checkbox disabled={address?.default_billing === true}>{t('account.address.useAsBilling')}</Checkbox>
      </Form.Item>
      <Form.Item name="default_shipping" valuePropName="checked" className="account-form__check">
        <Checkbox disabled={address?.default_shipping === true}>{t('account.address.useAsShipping')}</Checkbox>
      </Form.Item>
      <div className="account-form__actions">
        <Button type="primary" htmlType="submit" loading={saving} {...busyButtonProps(saving)} autoInsertSpace={false}>{t('account.address.save')}</Button>
        <Button onClick={onCancel} autoInsertSpace={false}>{t('account.cancel')}</Button>
      </div>
    </Form>
  );
}
