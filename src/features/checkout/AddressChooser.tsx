import { Button, Checkbox, Form, Radio } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { useT } from '../../lib/i18n/useT';
import { AddressFields, addressParts, addressValuesFrom, useCountries, type AddressValues, type CustomerAddress } from '../account';
import { AddressText } from '../account';
import { isPlaceholderAddress, type CartAddress } from '../cart';
import type { AddressChoice } from './checkout.gql';

interface ChooserValues extends AddressValues {
  save_in_address_book?: boolean;
}

const NEW = 'new';

/** The cart address's form values; a placeholder address ('firstname') counts as empty (spec §3). */
function seedOf(address: CartAddress | null) {
  if (!address || isPlaceholderAddress(address)) return null;
  return {
    ...address,
    country_code: address.country.code,
    region_id: address.region?.region_id,
    region: address.region?.label,
  };
}

/**
 * An address for the checkout: a signed-in customer picks one from the address book (the default,
 * or the one chosen before, preselected) or enters a new one; a guest enters one.
 */
export function AddressChooser({ name, addresses, current, preferredId, defaultId, busy, submitLabel, onSubmit }: {
  /** The form's name: field ids are `${name}_${field}`. */
  name: string;
  addresses: readonly CustomerAddress[];
  current: CartAddress | null;
  preferredId: number | null;
  defaultId: number | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (choice: AddressChoice) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<ChooserValues>();
  const countries = useCountries();
  const defaultCountry = useAppSelector((state) => state.app.storeConfig?.country_info?.default_country ?? state.app.storeConfig?.default_country);
  const customer = useAppSelector((state) => state.user.customer);
  const initialPick = (preferredId !== null && addresses.some((a) => a.id === preferredId) ? preferredId : null)
    ?? (defaultId !== null && addresses.some((a) => a.id === defaultId) ? defaultId : null)
    ?? addresses[0]?.id ?? null;
  // The address book arrives after the first render: until the shopper picks, the preselection follows it.
  const [chosen, setChosen] = useState<number | typeof NEW | null>(null);
  const pick = chosen ?? initialPick ?? NEW;
  const seed = seedOf(current) ?? (customer ? { firstname: customer.firstname, lastname: customer.lastname } : null);

  const submitNew = (values: ChooserValues) => {
    const parts = addressParts(values, countries);
    onSubmit({
      address: {
        firstname: parts.firstname,
        middlename: parts.middlename || undefined,
        lastname: parts.lastname,
        company: parts.company || undefined,
        street: parts.street,
        city: parts.city,
        country_code: parts.country_code,
        ...(parts.region ? { region_id: parts.region.id, region: parts.region.code } : { region: parts.regionText }),
        postcode: parts.postcode,
        telephone: parts.telephone,
        save_in_address_book: addresses.length > 0 || customer ? values.save_in_address_book === true : undefined,
      },
    });
  };

  return (
    <div className="checkout-address-chooser">
      {addresses.length > 0 && (
        <Radio.Group
          className="checkout-choices"
          value={pick}
          onChange={(event) => setChosen(event.target.value as number | typeof NEW)}
          aria-label={t('checkout.address.choose')}
        >
          {addresses.map((address) => (
            <Radio key={address.id} value={address.id} className="checkout-choice">
              <AddressText address={address} />
            </Radio>
          ))}
          <Radio value={NEW} className="checkout-choice">{t('checkout.address.new')}</Radio>
        </Radio.Group>
      )}
      {pick === NEW ? (
        <Form
          form={form}
          name={name}
          layout="vertical"
          requiredMark={false}
          noValidate
          onFinish={submitNew}
          className="checkout-form address-form"
          initialValues={{ ...addressValuesFrom(seed, defaultCountry), save_in_address_book: false }}
        >
          <AddressFields countries={countries} />
          {customer && (
            <Form.Item name="save_in_address_book" valuePropName="checked" className="account-form__check">
              <Checkbox>{t('checkout.address.saveInBook')}</Checkbox>
            </Form.Item>
          )}
          <div className="checkout-actions">
            <Button type="primary" htmlType="submit" loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>{submitLabel}</Button>
          </div>
        </Form>
      ) : (
        <div className="checkout-actions">
          <Button type="primary" loading={busy} {...busyButtonProps(busy, () => onSubmit({ customer_address_id: pick }))} autoInsertSpace={false}>
            {submitLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
