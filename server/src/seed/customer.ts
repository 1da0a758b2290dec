import { insertAddress } from '../repositories/customer/addresses';
import { insertCustomer, setDefaultAddresses } from '../repositories/customer/customers';
import { hashPasswordSync } from '../repositories/customer/passwords';
import { findRegionByCode } from '../repositories/directory';
import { saveSubscription } from '../repositories/newsletter';
import { seedSampleOrders } from './sales/sampleOrders';
import type { AddressFields } from '../repositories/customer/addresses';
import type { Database } from 'better-sqlite3';

/**
 * Sample accounts for development, tests and the end-to-end suite (server/README.md lists them). The password
 * meets the stores' rules (8 characters, 3 classes).
 */
export const samplePassword = 'Spectrane#2024';

export const sampleCustomers = {
  roxanne: { email: 'roxanne.demo@example.com', store: 'na_us', website: 'base' },
  lena: { email: 'lena.demo@example.com', store: 'de_de', website: 'eu' },
} as const;

interface SampleAddress {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  regionCode?: string;
  postcode: string;
  country: string;
  telephone: string;
  vatId?: string;
}

const address = (db: Database, a: SampleAddress): AddressFields => {
  const region = a.regionCode ? findRegionByCode(db, a.country, a.regionCode) : null;
  return {
    prefix: null, firstname: a.firstname, middlename: null, lastname: a.lastname, suffix: null, company: a.company ?? null,
    street: a.street, city: a.city, region: region?.name ?? null, region_code: region?.code ?? null, region_id: region?.id ?? null,
    postcode: a.postcode, country_code: a.country, telephone: a.telephone, fax: null, vat_id: a.vatId ?? null,
  };
};

export const seedSampleCustomers = (db: Database): void => {
  const roxanne = insertCustomer(db, {
    websiteCode: 'base', storeCode: 'na_us', email: sampleCustomers.roxanne.email, firstname: 'Roxanne', lastname: 'Demo',
    dob: '1988-04-12', gender: 2, passwordHash: hashPasswordSync(samplePassword),
  });
  const home = insertAddress(db, roxanne, address(db, {
    firstname: 'Roxanne', lastname: 'Demo', street: ['350 Fifth Avenue', 'Suite 2100'], city: 'New York',
    regionCode: 'NY', postcode: '10118', country: 'US', telephone: '+1 212 555 0142',
  }));
  const studio = insertAddress(db, roxanne, address(db, {
    firstname: 'Roxanne', lastname: 'Demo', company: 'Demo Colour Studio', street: ['1200 Congress Avenue'], city: 'Austin',
    regionCode: 'TX', postcode: '78701', country: 'US', telephone: '+1 512 555 0187',
  }));
  setDefaultAddresses(db, roxanne, { billing: home, shipping: home });
  saveSubscription(db, { email: sampleCustomers.roxanne.email, websiteCode: 'base', storeCode: 'na_us', customerId: roxanne, status: 'SUBSCRIBED' });

  const lena = insertCustomer(db, {
    websiteCode: 'eu', storeCode: 'de_de', email: sampleCustomers.lena.email, firstname: 'Lena', lastname: 'Beispiel',
    taxvat: 'DE123456789', passwordHash: hashPasswordSync(samplePassword),
  });
  const office = insertAddress(db, lena, address(db, {
    firstname: 'Lena', lastname: 'Beispiel', company: 'Farbwerk GmbH', street: ['Friedrichstraße 68'], city: 'Berlin',
    regionCode: 'BE', postcode: '10117', country: 'DE', telephone: '+49 30 5550 1234', vatId: 'DE123456789',
  }));
  setDefaultAddresses(db, lena, { billing: office, shipping: office });
  seedSampleOrders(db, { roxanne: { id: roxanne, home, studio }, lena: { id: lena, office } });
};
