/** Magento locale codes use underscores (de_DE); Intl and HTML want BCP 47 hyphens (de-DE). */
export const bcp47 = (locale: string): string => locale.replace('_', '-');
