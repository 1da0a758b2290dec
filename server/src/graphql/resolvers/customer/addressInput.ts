import { invalidPostcodeMessage, postcodeMatches } from '../../../cart/postcode';
import {
  countryHasRegions, findAllowedCountry, findRegionByCode, findRegionById, type RegionRecord, regionsOf,
} from '../../../repositories/directory';
import { inputError } from '../../errors';
import type { AddressFields, AddressRecord } from '../../../repositories/customer/addresses';
import type { GraphQLContext } from '../../context';

/** CustomerAddressInput as sent (country_id is Magento's deprecated twin of country_code). */
export interface AddressInput {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
}

/** customer/address/street_lines (Magento's default). */
export const streetLines = 2;

// The attributes Magento's GetAllowedAddressAttributes reports as required, in its order and naming.
const requiredAttributes = ['firstname', 'lastname', 'street', 'city', 'country_id', 'telephone'] as const;
type Required = (typeof requiredAttributes)[number];

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const streetOf = (street: Array<string | null> | null | undefined): string[] =>
  (street ?? []).map((line) => line?.trim() ?? '').filter((line) => line !== '');

const valueOf = (input: AddressInput, field: Required): unknown => {
  if (field === 'street') return input.street === undefined ? undefined : streetOf(input.street);
  if (field === 'country_id') return input.country_code ?? input.country_id;
  return input[field];
};

const isEmpty = (value: unknown): boolean => value === null || value === undefined
  || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Magento's "Required parameters are missing: firstname, street": on create every required attribute must be
 * there; on update only the ones sent may not be empty.
 */
export const checkRequired = (input: AddressInput, mode: 'create' | 'update'): void => {
  const missing = requiredAttributes.filter((field) => {
    const value = valueOf(input, field);
    return mode === 'create' ? isEmpty(value) : value !== undefined && isEmpty(value);
  });
  if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
};

const tooLong = (fields: AddressFields): void => {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && [...value].length > 255) throw inputError(`"${name}" cannot contain more than 255 characters.`);
  }
  if (fields.street.length > streetLines) throw inputError(`"Street Address" cannot contain more than ${streetLines} lines.`);
  if (fields.street.some((line) => [...line].length > 255)) throw inputError('"street" cannot contain more than 255 characters.');
};

const invalid = (field: string, value: unknown): Error => inputError(`Invalid value of "${String(value)}" provided for the ${field} field.`);

const regionMismatch = 'The region_id does not match the selected country or region';

/**
 * The region of the input, checked against the country's list when the country has one (Magento's Validator\Country
 * and CreateCustomerAddressTest's region cases): where a region is required the input names it by region_id (a
 * code or name alone: `A region_id is required for the specified country code`); a region_id must belong to the
 * country and agree with a region_code sent with it; a country without a list keeps the region as text.
 */
const resolveRegion = (context: GraphQLContext, country: string, region: AddressInput['region']): Pick<AddressFields, 'region' | 'region_code' | 'region_id'> => {
  const { db, store } = context;
  const requiredHere = store.settings.countries_with_required_region.split(',').includes(country);
  if (!countryHasRegions(db, country)) {
    if (region?.region_id) throw inputError(regionMismatch);
    return { region: text(region?.region), region_code: text(region?.region_code), region_id: null };
  }
  let found: RegionRecord | null = null;
  if (region?.region_id) {
    found = findRegionById(db, region.region_id);
    if (!found || found.country_id !== country) throw inputError(regionMismatch);
    const code = text(region.region_code);
    if (code && code.toLowerCase() !== found.code.toLowerCase()) throw inputError(regionMismatch);
  } else if (requiredHere && (text(region?.region_code) || text(region?.region))) {
    throw inputError('A region_id is required for the specified country code');
  } else if (text(region?.region_code)) {
    found = findRegionByCode(db, country, text(region?.region_code) ?? '');
    if (!found) throw invalid('regionId', region?.region_code);
  } else if (text(region?.region)) {
    const name = (text(region?.region) ?? '').toLowerCase();
    found = (regionsOf(db, [country]).get(country) ?? []).find((r) => r.name.toLowerCase() === name || r.code.toLowerCase() === name) ?? null;
    if (!found) throw invalid('regionId', region?.region);
  }
  if (!found) {
    if (requiredHere) throw inputError('"regionId" is required. Enter and try again.');
    return { region: null, region_code: null, region_id: null };
  }
  return { region: found.name, region_code: found.code, region_id: found.id };
};

/**
 * The complete address to store: `existing` (on update) overlaid with what the input sends, then checked as
 * Magento's address validators do — allowed country, postcode unless the country has none, region from the
 * country's list (required for countries_with_required_region), postcode pattern, street lines and lengths.
 */
export const addressFields = (context: GraphQLContext, input: AddressInput, existing: AddressRecord | null): AddressFields => {
  const pick = <K extends keyof AddressInput & keyof AddressFields>(key: K): string | null =>
    input[key] === undefined ? ((existing?.[key] as string | null | undefined) ?? null) : text(input[key] as string | null);
  const country = (input.country_code ?? input.country_id ?? existing?.country_code ?? '').toUpperCase();
  if (!findAllowedCountry(context.db, context.store.websiteCode, country)) throw invalid('countryId', country);
  const countryChanged = existing !== null && existing.country_code !== country;
  const region = input.region !== undefined || countryChanged || !existing
    ? resolveRegion(context, country, input.region ?? null)
    : { region: existing.region, region_code: existing.region_code, region_id: existing.region_id };
  const postcode = pick('postcode');
  if (!postcode && !context.store.settings.optional_zip_countries.split(',').includes(country)) {
    throw inputError('"postcode" is required. Enter and try again.');
  }
  // The checkout's own check (store zip_code_patterns, spec §5), so the address book accepts exactly what checkout does.
  if (postcode && !postcodeMatches(context.store, country, postcode)) throw inputError(invalidPostcodeMessage(postcode));
  const fields: AddressFields = {
    prefix: pick('prefix'), firstname: pick('firstname') ?? '', middlename: pick('middlename'), lastname: pick('lastname') ?? '',
    suffix: pick('suffix'), company: pick('company'),
    street: input.street === undefined ? (existing?.street ?? []) : streetOf(input.street),
    city: pick('city') ?? '', ...region, postcode, country_code: country, telephone: pick('telephone') ?? '',
    fax: pick('fax'), vat_id: pick('vat_id'),
  };
  tooLong(fields);
  return fields;
};
