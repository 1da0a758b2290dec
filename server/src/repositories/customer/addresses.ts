import { sqlTimestamp } from './customers';
import type { Database } from 'better-sqlite3';

/** One address book entry, street as lines. */
export interface AddressRecord {
  id: number;
  customer_id: number;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
}

type AddressRow = Omit<AddressRecord, 'street'> & { street: string };

const toRecord = (row: AddressRow): AddressRecord => ({ ...row, street: JSON.parse(row.street) as string[] });

const columns = `id, customer_id, prefix, firstname, middlename, lastname, suffix, company, street, city, region, region_code,
  region_id, postcode, country_code, telephone, fax, vat_id`;

export const listAddresses = (db: Database, customerId: number): AddressRecord[] =>
  (db.prepare(`SELECT ${columns} FROM customer_addresses WHERE customer_id = ? ORDER BY id`).all(customerId) as AddressRow[]).map(toRecord);

/** Any customer's address by id: callers check `customer_id` against the signed-in customer. */
export const findAddress = (db: Database, id: number): AddressRecord | null => {
  const row = db.prepare(`SELECT ${columns} FROM customer_addresses WHERE id = ?`).get(id) as AddressRow | undefined;
  return row ? toRecord(row) : null;
};

/**
 * The address `addressId` if it belongs to `customerId`, else null — for checkout's customer_address_id
 * (another customer's id must look exactly like a missing one to the caller).
 */
export const findCustomerAddress = (db: Database, customerId: number, addressId: number): AddressRecord | null => {
  const address = findAddress(db, addressId);
  return address && address.customer_id === customerId ? address : null;
};

export type AddressFields = Omit<AddressRecord, 'id' | 'customer_id'>;

const params = (fields: AddressFields): Record<string, unknown> => ({ ...fields, street: JSON.stringify(fields.street) });

export const insertAddress = (db: Database, customerId: number, fields: AddressFields): number =>
  Number(db.prepare(`INSERT INTO customer_addresses (customer_id, prefix, firstname, middlename, lastname, suffix, company, street,
    city, region, region_code, region_id, postcode, country_code, telephone, fax, vat_id) VALUES (@customerId, @prefix, @firstname,
    @middlename, @lastname, @suffix, @company, @street, @city, @region, @region_code, @region_id, @postcode, @country_code,
    @telephone, @fax, @vat_id)`).run({ ...params(fields), customerId }).lastInsertRowid);

export const updateAddress = (db: Database, id: number, fields: AddressFields): void => {
  db.prepare(`UPDATE customer_addresses SET prefix = @prefix, firstname = @firstname, middlename = @middlename,
    lastname = @lastname, suffix = @suffix, company = @company, street = @street, city = @city, region = @region,
    region_code = @region_code, region_id = @region_id, postcode = @postcode, country_code = @country_code,
    telephone = @telephone, fax = @fax, vat_id = @vat_id, updated_at = @now WHERE id = @id`)
    .run({ ...params(fields), id, now: sqlTimestamp() });
};

export const deleteAddress = (db: Database, id: number): void => {
  db.prepare('DELETE FROM customer_addresses WHERE id = ?').run(id);
};
