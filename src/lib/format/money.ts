// Amounts are written the way the store's price_format says (Magento's priceFormat keys, served by
// the brand module as currency.price_format): the store — not the browser — decides the symbol, its
// place and the separators (de_de: "1.234,50 €", fr_fr a narrow no-break space). A backend without it
// (stock Magento) gets the same keys from Intl for the store's locale and currency.

export interface PriceFormat {
  /** The amount as %s with the currency symbol around it, e.g. "$%s" or "%s €". */
  pattern: string;
  precision: number;
  decimalSymbol: string;
  groupSymbol: string;
  groupLength: number;
}

/** A price_format as the API returns it: any key may be missing or null. */
export interface RawPriceFormat {
  pattern?: string | null;
  precision?: number | null;
  decimalSymbol?: string | null;
  groupSymbol?: string | null;
  groupLength?: number | null;
}

/** Spec §3 / §9: precision 2, group symbol ',', group length 3, decimal '.', default currency USD. */
export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  pattern: '$%s',
  precision: 2,
  decimalSymbol: '.',
  groupSymbol: ',',
  groupLength: 3,
};

const nonNegativeInt = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;

/**
 * The store's format with the spec's defaults for missing keys. Without a pattern the amount is
 * prefixed by the currency symbol (spec §9 "prefixed by symbol").
 */
export function priceFormatFrom(raw: RawPriceFormat | null | undefined, symbol?: string | null, store?: StoreCurrency): PriceFormat {
  if (!raw && store) {
    const fromIntl = intlPriceFormat(store.locale, store.currency);
    if (fromIntl) return fromIntl;
  }
  const pattern = raw?.pattern && raw.pattern.includes('%s') ? raw.pattern : `${symbol ?? '$'}%s`;
  return {
    pattern,
    precision: nonNegativeInt(raw?.precision, DEFAULT_PRICE_FORMAT.precision),
    decimalSymbol: raw?.decimalSymbol ?? DEFAULT_PRICE_FORMAT.decimalSymbol,
    groupSymbol: raw?.groupSymbol ?? DEFAULT_PRICE_FORMAT.groupSymbol,
    groupLength: nonNegativeInt(raw?.groupLength, DEFAULT_PRICE_FORMAT.groupLength) || DEFAULT_PRICE_FORMAT.groupLength,
  };
}

/** The store's locale (Magento's, e.g. de_DE) and display currency (ISO 4217). */
export interface StoreCurrency {
  locale: string | null | undefined;
  currency: string | null | undefined;
}

/** Magento's priceFormat keys as Intl writes amounts in a locale and currency; null when Intl cannot. */
export function intlPriceFormat(locale: string | null | undefined, currency: string | null | undefined): PriceFormat | null {
  if (!locale || !currency) return null;
  try {
    const formatter = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency });
    const parts = formatter.formatToParts(1234567.5);
    const isNumber = (type: string) => type === 'integer' || type === 'group' || type === 'decimal' || type === 'fraction';
    const first = parts.findIndex((p) => isNumber(p.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((p) => isNumber(p.type));
    const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
    const integers = parts.filter((p) => p.type === 'integer');
    return {
      pattern: `${text(parts.slice(0, first))}%s${text(parts.slice(last + 1))}`,
      precision: formatter.resolvedOptions().maximumFractionDigits ?? DEFAULT_PRICE_FORMAT.precision,
      decimalSymbol: parts.find((p) => p.type === 'decimal')?.value ?? DEFAULT_PRICE_FORMAT.decimalSymbol,
      groupSymbol: parts.find((p) => p.type === 'group')?.value ?? '',
      groupLength: integers.at(-1)?.value.length ?? DEFAULT_PRICE_FORMAT.groupLength,
    };
  } catch {
    return null;
  }
}

function groupDigits(digits: string, symbol: string, length: number): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= length) groups.unshift(digits.slice(Math.max(0, end - length), end));
  return groups.join(symbol);
}

/** An amount in the store's format, e.g. formatMoney(1234.5, de) → "1.234,50 €"; negatives get a leading '-'. */
export function formatMoney(value: number, format: PriceFormat = DEFAULT_PRICE_FORMAT): string {
  const amount = Number.isFinite(value) ? value : 0;
  // toFixed rounds half away from zero on the decimal string, as Magento's priceUtils does.
  const [integer = '0', fraction = ''] = Math.abs(amount).toFixed(format.precision).split('.');
  const number = groupDigits(integer, format.groupSymbol, format.groupLength) + (fraction ? format.decimalSymbol + fraction : '');
  const negative = amount < 0 && Number(number.replace(/\D/g, '')) !== 0;
  return `${negative ? '-' : ''}${format.pattern.replace('%s', number)}`.trim();
}
