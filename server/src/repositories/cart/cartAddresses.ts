import type { Database } from 'better-sqlite3';

export type CartAddressType = 'shipping' | 'billing';

/** One row of `cart_addresses` (Magento's quote_address), street as lines. */
export interface CartAddressRecord {
  id: number;
  cart_id: number;
  address_type: CartAddressType;
  customer_address_id: number | null;
  prefix: string | null;
  firstname: string | null;
  middlename: string | null;
  lastname: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string | null;
  region: string | null;
  region_id: number | null;
  region_code: string | null;
  postcode: string | null;
  country_id: string | null;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
  same_as_billing: number;
  save_in_address_book: number;
  customer_notes: string | null;
}

/** What the checkout writes: everything but the keys. */
export type CartAddressFields = Omit<CartAddressRecord, 'id' | 'cart_id' | 'address_type'>;

type Row = Omit<CartAddressRecord, 'street'> & { street: string };

const toRecord = (row: Row): CartAddressRecord => ({ ...row, street: JSON.parse(row.street) as string[] });

const columns = `id, cart_id, address_type, customer_address_id, prefix, firstname, middlename, lastname, suffix, company, street,
  city, region, region_id, region_code, postcode, country_id, telephone, fax, vat_id, same_as_billing, save_in_address_book, customer_notes`;

export const findCartAddress = (db: Database, cartId: number, type: CartAddressType): CartAddressRecord | null => {
  const row = db.prepare(`SELECT ${columns} FROM cart_addresses WHERE cart_id = ? AND address_type = ?`).get(cartId, type) as Row | undefined;
  return row ? toRecord(row) : null;
};

/** Sets the cart's shipping or billing address (one of each per cart), replacing the previous one. */
export const saveCartAddress = (db: Database, cartId: number, type: CartAddressType, fields: CartAddressFields): void => {
  db.prepare(`INSERT INTO cart_addresses (cart_id, address_type, customer_address_id, prefix, firstname, middlename, lastname, suffix,
    company, street, city, region, region_id, region_code, postcode, country_id, telephone, fax, vat_id, same_as_billing,
    save_in_address_book, customer_notes)
    VALUES (@cartId, @type, @customer_address_id, @prefix, @firstname, @middlename, @lastname, @suffix, @company, @street, @city,
    @region, @region_id, @region_code, @postcode, @country_id, @telephone, @fax, @vat_id, @same_as_billing, @save_in_address_book,
    @customer_notes)
    ON CONFLICT (cart_id, address_type) DO UPDATE SET customer_address_id = excluded.customer_address_id, prefix = excluded.prefix,
    firstname = excluded.firstname, middlename = excluded.middlename, lastname = excluded.lastname, suffix = excluded.suffix,
    company = excluded.company, street = excluded.street, city = excluded.city, region = excluded.region, region_id = excluded.region_id,
    region_code = excluded.region_code, postcode = excluded.postcode, country_id = excluded.country_id, telephone = excluded.telephone,
    fax = excluded.fax, vat_id = excluded.vat_id, same_as_billing = excluded.same_as_billing,
    save_in_address_book = excluded.save_in_address_book, customer_notes = excluded.customer_notes,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .run({ ...fields, street: JSON.stringify(fields.street), cartId, type });
};

export const setSameAsBilling = (db: Database, cartId: number, same: boolean): void => {
  db.prepare("UPDATE cart_addresses SET same_as_billing = ? WHERE cart_id = ? AND address_type = 'shipping'").run(same ? 1 : 0, cartId);
};
