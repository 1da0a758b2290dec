import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { createInitialAppState } from '../../../../src/app/appSlice';
import { AddressFields, useCountries } from '../../../../src/features/account/area/AddressForm';
import { storeConfigFixture } from '../../helpers/storeConfig';
import { renderWithApp } from '../../shell/renderShell';

configure({ asyncUtilTimeout: 15000 });

const COUNTRIES = [
  { id: 'DE', full_name_locale: 'Germany', available_regions: [] },
  { id: 'GB', full_name_locale: 'United Kingdom', available_regions: [] },
];

function Harness({ onFinish }: { onFinish: (values: unknown) => void }) {
  const countries = useCountries();
  return (
    <Form name="probe" layout="vertical" noValidate onFinish={onFinish} initialValues={{ country_code: 'DE' }}>
      <AddressFields countries={countries} />
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

function renderForm() {
  const onFinish = vi.fn();
  const storeConfig = storeConfigFixture({
    country_info: { default_country: 'DE', zip_code_patterns: [{ country_id: 'DE', pattern: '^[0-9]{5}$', example: '12345' }] },
  });
  renderWithApp(<Harness onFinish={onFinish} />, {
    state: { app: { ...createInitialAppState(), storeConfig, loading: false } },
    graphql: { GetCountries: () => ({ data: { countries: COUNTRIES } }) },
  });
  return onFinish;
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Street Address'), 'Hauptstraße 1');
  await userEvent.type(screen.getByLabelText('City'), 'Berlin');
  await userEvent.type(screen.getByLabelText('Phone Number'), '030 1234567');
}

describe('address fields (spec §5)', () => {
  it('refuses a postcode that does not match the country pattern from store config, with the spec message', async () => {
    const onFinish = renderForm();
    await screen.findByText('Germany');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Zip/Postal Code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Provided Zip/Postal Code seems to be invalid.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Zip/Postal Code'));
    await userEvent.type(screen.getByLabelText('Zip/Postal Code'), '10115');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  }, 60000);

  it('requires the mandatory fields and numbers only in the phone number', async () => {
    const onFinish = renderForm();
    await screen.findByText('Germany');
    await userEvent.type(screen.getByLabelText('Phone Number'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please use numbers only in this field.')).toBeInTheDocument();
    expect((await screen.findAllByText('This is a required field.')).length).toBe(5);
    expect(onFinish).not.toHaveBeenCalled();
  }, 60000);
});
