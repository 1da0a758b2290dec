import { countryName } from '../../locale';
import { type CountryRecord, findAllowedCountry, listAllowedCountries, regionsOf } from '../../repositories/directory';
import { noSuchEntityError } from '../errors';
import type { GraphQLContext } from '../context';
import type { Resolver } from './types';

/** Magento's Country: names in English and in the store's locale; regions (null when the country has none). */
const countryOutput = (context: GraphQLContext, regions: Map<string, Array<{ id: number; code: string; name: string }>>) =>
  (country: CountryRecord): unknown => {
    const list = regions.get(country.id) ?? [];
    return {
      id: country.id,
      two_letter_abbreviation: country.id,
      three_letter_abbreviation: country.iso3,
      full_name_english: countryName('en_US', country.id),
      full_name_locale: countryName(context.store.settings.locale, country.id),
      available_regions: list.length === 0 ? null : list.map(({ id, code, name }) => ({ id, code, name })),
    };
  };

/** The countries the store's website sells to (general/country/allow), with their regions, for address pickers. */
const countries: Resolver = (_parent, _args, context) => {
  const list = listAllowedCountries(context.db, context.store.websiteCode);
  return list.map(countryOutput(context, regionsOf(context.db, list.map((c) => c.id))));
};

/** One allowed country by ISO code; any other answers Magento's "The country isn't available." */
const country: Resolver<{ id?: string | null }> = (_parent, { id }, context) => {
  const found = id ? findAllowedCountry(context.db, context.store.websiteCode, id.trim().toUpperCase()) : null;
  if (!found) throw noSuchEntityError("The country isn't available.");
  return countryOutput(context, regionsOf(context.db, [found.id]))(found);
};

export const directoryResolvers = {
  Query: { countries, country },
};
