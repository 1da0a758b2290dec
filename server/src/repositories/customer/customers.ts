import { tokenHash } from './tokens';
import type { Database } from 'better-sqlite3';

/** One row of `customers` (the password and reset-token hashes stay in this layer). */
export interface CustomerRecord {
  id: number;
  website_code: string;
  store_code: string;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  dob: string | null;
  gender: number | null;
  taxvat: string | null;
  password_hash: string;
  rp_token_hash: string | null;
  rp_token_created_at: string | null;
  failures_num: number;
  first_failure: string | null;
  lock_expires: string | null;
  default_billing: number | null;
  default_shipping: number | null;
  is_active: number;
  /** Login as Customer consent: 1 = a store admin may sign in as this customer (Magento's allow_remote_shopping_assistance). */
  allow_remote_shopping_assistance: number;
  created_at: string;
  updated_at: string;
}

/** Magento's `Y-m-d H:i:s` (UTC), the format of every customer and order timestamp. */
export const sqlTimestamp = (date: Date = new Date()): string => date.toISOString().slice(0, 19).replace('T', ' ');

export const findCustomerById = (db: Database, id: number): CustomerRecord | null =>
  (db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRecord | undefined) ?? null;

/** The account for an e-mail in one website (e-mails compare case-insensitively, as Magento's collation does). */
export const findCustomerByEmail = (db: Database, websiteCode: string, email: string): CustomerRecord | null =>
  (db.prepare('SELECT * FROM customers WHERE website_code = ? AND email = ?').get(websiteCode, email.trim()) as CustomerRecord | undefined) ?? null;

/** The customer fields a shopper may set (CustomerCreateInput / CustomerUpdateInput). */
export interface CustomerProfile {
  prefix?: string | null;
  firstname: string;
  middlename?: string | null;
  lastname: string;
  suffix?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  /** 1 or 0; Magento's allow_remote_shopping_assistance. */
  allow_remote_shopping_assistance?: number;
}

export interface NewCustomer extends CustomerProfile {
  websiteCode: string;
  storeCode: string;
  email: string;
  passwordHash: string;
}

export const insertCustomer = (db: Database, customer: NewCustomer): number =>
  Number(db.prepare(`INSERT INTO customers (website_code, store_code, email, prefix, firstname, middlename, lastname, suffix,
    dob, gender, taxvat, allow_remote_shopping_assistance, password_hash) VALUES (@websiteCode, @storeCode, @email, @prefix,
    @firstname, @middlename, @lastname, @suffix, @dob, @gender, @taxvat, @allow_remote_shopping_assistance, @passwordHash)`).run({
    prefix: null, middlename: null, suffix: null, dob: null, gender: null, taxvat: null, allow_remote_shopping_assistance: 0, ...customer,
  }).lastInsertRowid);

const updatable = [
  'prefix', 'firstname', 'middlename', 'lastname', 'suffix', 'dob', 'gender', 'taxvat', 'email', 'allow_remote_shopping_assistance',
] as const;
export type CustomerChanges = Partial<Pick<CustomerRecord, (typeof updatable)[number]>>;

/** Writes only the given fields (undefined = unchanged, null = cleared). */
export const updateCustomer = (db: Database, id: number, changes: CustomerChanges): void => {
  const fields = updatable.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return;
  db.prepare(`UPDATE customers SET ${fields.map((f) => `${f} = @${f}`).join(', ')}, updated_at = @now WHERE id = @id`)
    .run({ ...Object.fromEntries(fields.map((f) => [f, changes[f]])), id, now: sqlTimestamp() });
};

/** A new password ends any pending reset link (Magento clears rp_token on every password change). */
export const setPasswordHash = (db: Database, id: number, passwordHash: string): void => {
  db.prepare(`UPDATE customers SET password_hash = ?, rp_token_hash = NULL, rp_token_created_at = NULL, updated_at = ?
    WHERE id = ?`).run(passwordHash, sqlTimestamp(), id);
};

/** Clears the reset token if it is still `token`; true for the one caller that spent it. */
export const consumeResetToken = (db: Database, id: number, token: string): boolean =>
  db.prepare('UPDATE customers SET rp_token_hash = NULL, rp_token_created_at = NULL WHERE id = ? AND rp_token_hash = ?')
    .run(id, tokenHash(token)).changes === 1;

export const setResetToken = (db: Database, id: number, tokenHash: string, now: Date): void => {
  db.prepare('UPDATE customers SET rp_token_hash = ?, rp_token_created_at = ? WHERE id = ?').run(tokenHash, sqlTimestamp(now), id);
};

export const setDefaultAddresses = (db: Database, id: number, defaults: { billing?: number | null; shipping?: number | null }): void => {
  if (defaults.billing !== undefined) db.prepare('UPDATE customers SET default_billing = ? WHERE id = ?').run(defaults.billing, id);
  if (defaults.shipping !== undefined) db.prepare('UPDATE customers SET default_shipping = ? WHERE id = ?').run(defaults.shipping, id);
};
