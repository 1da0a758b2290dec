import { type Item, presentItems } from '../../lib/graphql/present';
import type { CountryCodeEnum, GetCountriesQuery } from '../../lib/graphql/generated';

// The store's countries (GET_COUNTRIES, Magento `countries`) as the address and estimate forms offer them.

type Country = Item<GetCountriesQuery['countries']>;

/** A state or province of a country. */
export type RegionOption = Item<Country['available_regions']>;

/** A country the forms offer: one with an id, with its regions (missing entries dropped). */
export type CountryOption = Omit<Country, 'id' | 'available_regions'> & { id: string; available_regions: RegionOption[] };

/** The countries of a GetCountries answer that have an id. */
export function countryOptions(data: GetCountriesQuery | undefined): CountryOption[] {
  return presentItems(data?.countries)
    .flatMap((country) => (country.id ? [{ ...country, id: country.id, available_regions: presentItems(country.available_regions) }] : []));
}

/**
 * A country id from Magento's `countries` as the CountryCodeEnum that address inputs take. Magento lists
 * only countries of its directory, the same set the enum holds, so the narrowing is sound for those ids.
 */
export const countryCode = (id: string): CountryCodeEnum => id as CountryCodeEnum;
