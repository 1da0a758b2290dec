/** Magento locale codes use underscores (de_DE); Intl and HTML want BCP 47 hyphens (de-DE). */
export const bcp47 = (locale: string): string => locale.replace('_', '-');

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name (ISO 3166 code) in a Magento locale, as the store shows it; the code when unknown. */
export const countryName = (locale: string, id: string): string => {
  const tag = bcp47(locale);
  let display = regionNames.get(tag);
  if (!display) {
    display = new Intl.DisplayNames([tag], { type: 'region' });
    regionNames.set(tag, display);
  }
  return display.of(id) ?? id;
};
