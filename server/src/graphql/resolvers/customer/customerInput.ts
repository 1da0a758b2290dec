import { inputError } from '../../errors';
import { checkFieldLengths } from './fieldLengths';
import type { CustomerProfile } from '../../../repositories/customer/customers';

/** CustomerCreateInput / CustomerUpdateInput fields the backend stores. */
export interface CustomerInputFields {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  dob?: string | null;
  date_of_birth?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  allow_remote_shopping_assistance?: boolean | null;
}

// Magento\Customer\Model\Validator\Name: letters, marks, digits, spaces and , - _ . ' ’ ` &, up to 255.
const namePattern = /^[\p{L}\p{M}\d\s,\-_.'’`&]{1,255}$/u;

const nameLabels = { firstname: 'First Name', lastname: 'Last Name', middlename: 'Middle Name' } as const;

const clean = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : value.trim();

/**
 * Magento 2.4.8's customer validation for blank required names: `"First Name" is a required value.` (CreateCustomerV2Test::
 * testCreateCustomerIfNameEmpty, UpdateCustomerV2Test::testEmptyCustomerName / testEmptyCustomerLastName), one
 * sentence per blank field.
 */
export const requireFields = (input: CustomerInputFields, fields: ReadonlyArray<'firstname' | 'lastname'>): void => {
  const missing = fields.filter((field) => !clean(input[field])).map((field) => `"${nameLabels[field]}" is a required value.`);
  if (missing.length > 0) throw inputError(missing.join(' '));
};

const checkName = (field: keyof typeof nameLabels, value: string | null | undefined): void => {
  if (value && !namePattern.test(value)) throw inputError(`${nameLabels[field]} is not valid!`);
};

/** Year, month and day of an ISO date (1972-03-11) or of one with slashes, month first as PHP reads it (3/11/1972). */
const dateParts = (text: string): [number, number, number] | null => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? [Number(us[3]), Number(us[1]), Number(us[2])] : null;
};

/** Magento's date_of_birth check: a real, past day (UpdateCustomerV2Test::testUpdateCustomer sends 3/11/1972); kept as ISO. */
const dateOfBirth = (value: string | null | undefined): string | null | undefined => {
  const trimmed = clean(value);
  if (!trimmed) return trimmed === undefined ? undefined : null;
  const parts = dateParts(trimmed);
  const date = parts ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])) : null;
  const same = date !== null && parts !== null && date.getUTCFullYear() === parts[0] && date.getUTCMonth() === parts[1] - 1 && date.getUTCDate() === parts[2];
  if (!date || !same || date > new Date()) throw inputError('Invalid date');
  return date.toISOString().slice(0, 10);
};

/**
 * The profile fields of a create or update input, trimmed and checked as Magento's ValidateCustomerData does
 * (names, gender 1/2/3, date of birth). Fields not sent stay undefined, so an update leaves them alone.
 */
export const profileFrom = (input: CustomerInputFields): Partial<CustomerProfile> => {
  const profile: Partial<CustomerProfile> = {
    prefix: clean(input.prefix), firstname: clean(input.firstname) ?? undefined, middlename: clean(input.middlename),
    lastname: clean(input.lastname) ?? undefined, suffix: clean(input.suffix), taxvat: clean(input.taxvat),
    dob: dateOfBirth(input.date_of_birth ?? input.dob),
  };
  checkName('firstname', profile.firstname);
  checkName('middlename', profile.middlename);
  checkName('lastname', profile.lastname);
  checkFieldLengths(profile);
  if (input.allow_remote_shopping_assistance !== undefined && input.allow_remote_shopping_assistance !== null) {
    profile.allow_remote_shopping_assistance = input.allow_remote_shopping_assistance ? 1 : 0;
  }
  if (input.gender !== undefined) {
    if (input.gender && ![1, 2, 3].includes(input.gender)) throw inputError(`"${input.gender}" is not a valid gender value.`);
    profile.gender = input.gender || null;
  }
  return profile;
};
