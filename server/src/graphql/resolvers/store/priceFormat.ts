export interface PriceFormat {
  pattern: string;
  precision: number;
  requiredPrecision: number;
  decimalSymbol: string;
  groupSymbol: string;
  groupLength: number;
  integerRequired: boolean;
}

const numberParts = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * Magento's priceFormat for `currency` written in `locale` (BCP 47), derived from ICU through Intl
 * so every store/currency pair is right without a hand-kept table: "1.234,50 €" → pattern "%s €".
 */
export const priceFormat = (locale: string, currency: string): PriceFormat => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const parts = format.formatToParts(1234567.5);
  let pattern = '';
  let numberWritten = false;
  for (const part of parts) {
    if (!numberParts.has(part.type)) pattern += part.value;
    else if (!numberWritten) {
      pattern += '%s';
      numberWritten = true;
    }
  }
  const precision = format.resolvedOptions().maximumFractionDigits ?? 2;
  const integers = parts.filter((p) => p.type === 'integer');
  return {
    pattern,
    precision,
    requiredPrecision: precision,
    decimalSymbol: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    groupSymbol: parts.find((p) => p.type === 'group')?.value ?? ',',
    groupLength: integers[integers.length - 1]?.value.length ?? 3,
    integerRequired: false,
  };
};

export const currencySymbol = (locale: string, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;
