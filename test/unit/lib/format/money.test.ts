import { DEFAULT_PRICE_FORMAT, formatMoney, intlPriceFormat, priceFormatFrom } from '../../../../src/lib/format/money';

// The formats the backend serves as currency.price_format for the stores (see server/README.md).
const USD = priceFormatFrom({ pattern: '$%s', precision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3 });
const EUR_DE = priceFormatFrom({ pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '.', groupLength: 3 });
const EUR_FR = priceFormatFrom({ pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '\u202f', groupLength: 3 });
const GBP = priceFormatFrom({ pattern: '£%s', precision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3 });
const HKD = priceFormatFrom({ pattern: 'HK$%s', precision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3 });

describe('formatMoney', () => {
  it.each([
    [USD, 1234.5, '$1,234.50'],
    [USD, 3.95, '$3.95'],
    [EUR_DE, 1234.5, '1.234,50 €'],
    [EUR_DE, 3.65, '3,65 €'],
    [EUR_FR, 1234567.891, '1\u202f234\u202f567,89 €'],
    [GBP, 249, '£249.00'],
    [HKD, 1999.999, 'HK$2,000.00'],
    [HKD, 0, 'HK$0.00'],
  ])('writes %s %d as %s', (format, value, expected) => {
    expect(formatMoney(value, format)).toBe(expected);
  });

  it('puts the minus sign before the symbol and drops it when the amount rounds to zero', () => {
    expect(formatMoney(-15, USD)).toBe('-$15.00');
    expect(formatMoney(-0.001, USD)).toBe('$0.00');
  });

  it('groups by the group length and honours another precision', () => {
    const format = priceFormatFrom({ pattern: '¥%s', precision: 0, groupLength: 4, groupSymbol: ',' });
    expect(formatMoney(12345678.4, format)).toBe('¥1234,5678');
  });

  it('writes non-numbers as zero rather than NaN', () => {
    expect(formatMoney(Number.NaN, USD)).toBe('$0.00');
  });
});

describe('priceFormatFrom (spec §3 defaults)', () => {
  it('defaults precision 2, group "," of 3 and decimal "." and prefixes the symbol without a pattern', () => {
    expect(priceFormatFrom(null, '€')).toEqual({ ...DEFAULT_PRICE_FORMAT, pattern: '€%s' });
    expect(priceFormatFrom({ pattern: null, precision: null }, null)).toEqual(DEFAULT_PRICE_FORMAT);
  });

  it('ignores a pattern without %s and nonsense numbers', () => {
    expect(priceFormatFrom({ pattern: 'EUR', precision: -1, groupLength: 0 }, '€')).toEqual({ ...DEFAULT_PRICE_FORMAT, pattern: '€%s' });
  });
});

describe('price format from Intl (a backend without the brand price_format)', () => {
  it('writes each store currency in its locale as Magento would', () => {
    const de = priceFormatFrom(null, '€', { locale: 'de_DE', currency: 'EUR' });
    expect(formatMoney(1234.5, de)).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, priceFormatFrom(undefined, '$', { locale: 'en_US', currency: 'USD' }))).toBe('$1,234.50');
    expect(formatMoney(1234.5, priceFormatFrom(null, '£', { locale: 'en_GB', currency: 'GBP' }))).toBe('£1,234.50');
    expect(formatMoney(-9.99, priceFormatFrom(null, null, { locale: 'fr_FR', currency: 'EUR' }))).toBe('-9,99\u00a0€');
    expect(formatMoney(1234.5, priceFormatFrom(null, null, { locale: 'zh_HK', currency: 'HKD' }))).toBe('HK$1,234.50');
  });

  it('keeps the backend price_format when there is one, and the spec defaults without locale or currency', () => {
    const raw = { pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '.', groupLength: 3 };
    expect(formatMoney(1234.5, priceFormatFrom(raw, '€', { locale: 'en_US', currency: 'USD' }))).toBe('1.234,50 €');
    expect(formatMoney(1234.5, priceFormatFrom(null, '$', { locale: null, currency: 'USD' }))).toBe('$1,234.50');
    expect(intlPriceFormat('en_US', 'NOT-A-CURRENCY')).toBeNull();
  });
});
