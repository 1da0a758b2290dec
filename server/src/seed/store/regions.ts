/** The region selector's groups (spec §3 Store region); country names are endonyms so anyone finds theirs. */
export const storeRegions: Array<{
  id: number;
  code: string;
  name: string;
  countries: Array<{ id: string; name: string; url: string; store_code: string }>;
}> = [
  {
    id: 1, code: 'na', name: 'North America',
    countries: [{ id: 'na-us', name: 'United States', url: '/', store_code: 'na_us' }],
  },
  {
    id: 2, code: 'eu', name: 'Europe',
    countries: [
      { id: 'eu-en', name: 'Europe (English)', url: '/eu/en', store_code: 'eu_en' },
      { id: 'eu-de', name: 'Deutschland', url: '/eu/de', store_code: 'de_de' },
      { id: 'eu-es', name: 'España', url: '/eu/es', store_code: 'es_es' },
      { id: 'eu-fr', name: 'France', url: '/eu/fr', store_code: 'fr_fr' },
      { id: 'eu-it', name: 'Italia', url: '/eu/it', store_code: 'it_it' },
    ],
  },
  {
    id: 3, code: 'uk', name: 'United Kingdom',
    countries: [{ id: 'uk-en', name: 'United Kingdom', url: '/uk/en', store_code: 'uk_en' }],
  },
  {
    id: 4, code: 'hk', name: 'Hong Kong',
    countries: [
      { id: 'hk-en', name: 'Hong Kong (English)', url: '/hk/en', store_code: 'hk_en' },
      { id: 'hk-tc', name: '香港（繁體中文）', url: '/hk/tc', store_code: 'hk_tc' },
    ],
  },
];
