/**
 * Format checks of EU VAT numbers (the VIES syntax per member state); no call to VIES itself. Greece uses the
 * prefix EL. A number without a prefix is read as one of `defaultCountry`.
 */
const patterns: Record<string, RegExp> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/, DK: /^\d{8}$/,
  EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/, FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/,
  HU: /^\d{8}$/, IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, IT: /^\d{11}$/, LT: /^(?:\d{9}|\d{12})$/, LU: /^\d{8}$/,
  LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/, PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{10}01$/,
  SI: /^\d{8}$/, SK: /^\d{10}$/,
};

export interface VatCheck {
  /** Upper case, without spaces, dots or dashes, with its country prefix. */
  vatNumber: string;
  valid: boolean;
  /** ISO 3166 country of a valid number (GR for EL), else null. */
  country: string | null;
}

export const checkVatNumber = (input: string, defaultCountry: string): VatCheck => {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = compact.slice(0, 2);
  const withPrefix = patterns[prefix] ? compact : `${defaultCountry === 'GR' ? 'EL' : defaultCountry}${compact}`;
  const code = withPrefix.slice(0, 2);
  const valid = patterns[code]?.test(withPrefix.slice(2)) ?? false;
  return { vatNumber: withPrefix, valid, country: valid ? (code === 'EL' ? 'GR' : code) : null };
};
