/**
 * Postcode rules per country (spec §5 "incorrect postal code format"), in JavaScript regex syntax.
 * Hong Kong has no postcodes, so it has no pattern and sits in optional_zip_countries.
 */
export const zipCodePatterns: Array<{ country_id: string; pattern: string; example: string }> = [
  { country_id: 'US', pattern: '^\\d{5}(-\\d{4})?$', example: '10001' },
  { country_id: 'CA', pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$', example: 'K1A 0B1' },
  { country_id: 'DE', pattern: '^\\d{5}$', example: '10115' },
  { country_id: 'AT', pattern: '^\\d{4}$', example: '1010' },
  { country_id: 'ES', pattern: '^\\d{5}$', example: '28001' },
  { country_id: 'FR', pattern: '^\\d{5}$', example: '75001' },
  { country_id: 'IT', pattern: '^\\d{5}$', example: '00184' },
  { country_id: 'BE', pattern: '^\\d{4}$', example: '1000' },
  { country_id: 'NL', pattern: '^\\d{4} ?[A-Z]{2}$', example: '1012 AB' },
  { country_id: 'IE', pattern: '^(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$', example: 'D02 X285' },
  {
    country_id: 'GB',
    pattern: '^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$',
    example: 'SW1A 1AA',
  },
];

export const optionalZipCountries = 'HK,IE';

/**
 * The store a visitor from each country is best served by: the source of the "visit your regional
 * store" messages (spec §3 storeMessage). Countries not listed get no suggestion.
 */
export const homeStoreByCountry: Record<string, string> = {
  US: 'na_us',
  CA: 'na_us',
  DE: 'de_de',
  AT: 'de_de',
  ES: 'es_es',
  FR: 'fr_fr',
  IT: 'it_it',
  IE: 'eu_en',
  NL: 'eu_en',
  BE: 'eu_en',
  GB: 'uk_en',
  // Visitors reach this from a non-Chinese store, so the English Hong Kong store is the closer match.
  HK: 'hk_en',
};
