import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useConfirm } from '../../../components/antd/useConfirm';
import { useT } from '../../../lib/i18n/useT';
import { type AddressInput, CREATE_ADDRESS, DELETE_ADDRESS, GET_ACCOUNT_CUSTOMER, UPDATE_ADDRESS } from '../accountArea.gql';
import { addressDeleted, addressesLoaded, addressSaved, type CustomerAddress } from '../userSlice';
import { AddressForm } from './AddressForm';
import { AddressText } from './AddressText';
import { useCustomerQuery } from './useCustomerQuery';

/** Address book: add, edit, delete; defaults move as spec §4 says (the user slice applies it). */
export default function AddressBook() {
  const t = useT();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { data } = useCustomerQuery(GET_ACCOUNT_CUSTOMER);
  const addresses = useAppSelector((state) => state.user.addresses);
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirm, holder } = useConfirm();
  // The form closes into the list again: focus goes back to the button that opened it (the address's Edit,
  // or Add New Address), not to the first Edit of the list.
  const ids = useId();
  const list = useRef<HTMLDivElement>(null);
  const opener = useRef<string | null>(null);
  const open = (target: CustomerAddress | 'new') => {
    opener.current = target === 'new' ? 'new' : target.key;
    setEditing(target);
  };
  useEffect(() => {
    if (editing || opener.current === null) return;
    const key = opener.current;
    opener.current = null;
    const back = [...(list.current?.querySelectorAll<HTMLElement>('[data-opener]') ?? [])].find((button) => button.dataset.opener === key);
    back?.focus();
  }, [editing]);

  useEffect(() => {
    if (data?.customer?.addresses) dispatch(addressesLoaded(data.customer.addresses));
  }, [data, dispatch]);

  const failed = (caught: unknown) =>
    setError(CombinedGraphQLErrors.is(caught) ? (caught.errors[0]?.message ?? t('account.address.failed')) : t('account.address.failed'));

  const save = async (input: AddressInput) => {
    setSaving(true);
    setError(null);
    try {
      if (editing && editing !== 'new') {
        const { data: result } = await client.mutate({ mutation: UPDATE_ADDRESS, variables: { id: editing.id, address: input }, context: { silent: true } });
        if (result?.updateCustomerAddress) dispatch(addressSaved(result.updateCustomerAddress));
      } else {
        const { data: result } = await client.mutate({ mutation: CREATE_ADDRESS, variables: { address: input }, context: { silent: true } });
        if (result?.createCustomerAddress) dispatch(addressSaved(result.createCustomerAddress));
      }
      setEditing(null);
    } catch (caught) {
      failed(caught);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (address: CustomerAddress) => {
    if (!(await confirm(t('account.address.deleteConfirm')))) return;
    setError(null);
    try {
      const { data: result } = await client.mutate({ mutation: DELETE_ADDRESS, variables: { id: address.id }, context: { silent: true } });
      // Spec §4: removed only when the response confirms it.
      if (result?.deleteCustomerAddress) dispatch(addressDeleted(address.id));
    } catch (caught) {
      failed(caught);
    }
  };

  if (!data) return <p role="status">{t('global.fetch')}</p>;
  return (
    <div className="address-book" ref={list}>
      {holder}
      {error && <Alert type="error" title={error} showIcon className="account-form__alert" />}
      {editing ? (
        <section className="account-card" aria-labelledby="address-form-title">
          <h2 id="address-form-title" className="account-card__title">{t(editing === 'new' ? 'account.address.add' : 'account.address.edit')}</h2>
          <AddressForm address={editing === 'new' ? null : editing} saving={saving} onSave={(input) => void save(input)} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <>
          {addresses.length === 0 && <p>{t('account.address.none')}</p>}
          <ul className="account-grid address-book__list">
            {addresses.map((address) => (
              <li key={address.key} className="account-card">
                <p className="address-book__flags">
                  {address.default_billing && <span className="account-badge">{t('account.address.defaultBilling')}</span>}
                  {address.default_shipping && <span className="account-badge">{t('account.address.defaultShipping')}</span>}
                </p>
                {/* The buttons' description: "Edit" and "Delete" say which address they act on. */}
                <div id={`${ids}-${address.key}`}>
                  <AddressText address={address} />
                </div>
                <div className="account-form__actions">
                  <Button onClick={() => open(address)} data-opener={address.key} aria-describedby={`${ids}-${address.key}`} autoInsertSpace={false}>
                    {t('account.address.editButton')}
                  </Button>
                  {!address.default_billing && !address.default_shipping && (
                    <Button danger onClick={() => void remove(address)} aria-describedby={`${ids}-${address.key}`} autoInsertSpace={false}>
                      {t('account.address.delete')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Button type="primary" size="large" onClick={() => open('new')} data-opener="new" autoInsertSpace={false}>{t('account.address.add')}</Button>
        </>
      )}
    </div>
  );
}
