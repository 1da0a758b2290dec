import { Link } from 'react-router-dom';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { GET_ACCOUNT_CUSTOMER } from '../accountArea.gql';
import { AddressText } from './AddressText';
import { useCustomerQuery } from './useCustomerQuery';

/**
 * My Account: contact information (with the Login as Customer notice when the shopper allows remote shopping
 * assistance), newsletter state and the default addresses.
 */
export function Dashboard() {
  const t = useT();
  const { data, loading } = useCustomerQuery(GET_ACCOUNT_CUSTOMER);
  const customer = data?.customer;
  if (loading || !customer) return <p role="status">{t('global.fetch')}</p>;
  const addresses = presentItems(customer.addresses);
  const billing = addresses.find((a) => a.default_billing);
  const shipping = addresses.find((a) => a.default_shipping);
  return (
    <div className="account-grid">
      <section className="account-card">
        <h2 className="account-card__title">{t('account.dashboard.contact')}</h2>
        <p>
          {customer.firstname} {customer.lastname}
          <br />
          {customer.email}
        </p>
        {customer.allow_remote_shopping_assistance && (
          <p className="account-card__notice" data-testid="login-as-customer-notice">
            <strong>{t('account.assistance.noticeTitle')}</strong>
            <br />
            {t('account.assistance.notice')}
          </p>
        )}
        <Link to="/account/account-information" className="account-card__link">{t('account.dashboard.edit')}</Link>
      </section>
      <section className="account-card">
        <h2 className="account-card__title">{t('account.menu.newsletter')}</h2>
        <p>{t(customer.is_subscribed ? 'account.newsletter.subscribed' : 'account.newsletter.notSubscribed')}</p>
        <Link to="/account/newsletter" className="account-card__link">{t('account.dashboard.edit')}</Link>
      </section>
      <section className="account-card">
        <h2 className="account-card__title">{t('account.address.defaultBilling')}</h2>
        {billing ? <AddressText address={billing} /> : <p>{t('account.address.noDefaultBilling')}</p>}
      </section>
      <section className="account-card">
        <h2 className="account-card__title">{t('account.address.defaultShipping')}</h2>
        {shipping ? <AddressText address={shipping} /> : <p>{t('account.address.noDefaultShipping')}</p>}
        <Link to="/account/address-book" className="account-card__link">{t('account.dashboard.manageAddresses')}</Link>
      </section>
    </div>
  );
}
