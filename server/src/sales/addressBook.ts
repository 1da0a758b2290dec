import { insertAddress } from '../repositories/customer/addresses';
import { findCustomerById, setDefaultAddresses } from '../repositories/customer/customers';
import type { Snapshot } from './orderSnapshot';
import type { CartAddressRecord } from '../repositories/cart/cartAddresses';
import type { Database } from 'better-sqlite3';

/**
 * Magento's "Save in address book" on checkout addresses: a customer's new address joins the address book when
 * the order is placed (once when billing and shipping are the same), and becomes the default where there is none.
 */
export const saveToAddressBook = (db: Database, customerId: number, addresses: Snapshot['toAddressBook']): void => {
  const customer = findCustomerById(db, customerId);
  if (!customer) return;
  const store = (address: CartAddressRecord): number => insertAddress(db, customerId, {
    prefix: address.prefix, firstname: address.firstname ?? '', middlename: address.middlename, lastname: address.lastname ?? '',
    suffix: address.suffix, company: address.company, street: address.street, city: address.city ?? '', region: address.region,
    region_code: address.region_code, region_id: address.region_id, postcode: address.postcode, country_code: address.country_id ?? '',
    telephone: address.telephone ?? '', fax: address.fax, vat_id: address.vat_id,
  });
  const shippingId = addresses.shipping ? store(addresses.shipping) : null;
  const billingId = addresses.billing
    ? (shippingId !== null && addresses.shipping?.same_as_billing === 1 ? shippingId : store(addresses.billing)) : null;
  setDefaultAddresses(db, customerId, {
    shipping: customer.default_shipping === null && shippingId !== null ? shippingId : undefined,
    billing: customer.default_billing === null && billingId !== null ? billingId : undefined,
  });
};
