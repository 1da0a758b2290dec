/** The four price lists (spec §2.1 currencies): one per website currency, plus HKD for Hong Kong. */
export const currencies = ['USD', 'EUR', 'GBP', 'HKD'] as const;
export type CurrencyCode = (typeof currencies)[number];
export type PriceList = Record<CurrencyCode, number>;

const cents = (value: number): number => Math.round(value * 100) / 100;

// Local list prices are set, not converted: rough rates, then each market's usual price points.
const euroOrPound = (value: number): number => {
  if (value <= 0) return 0;
  if (value < 10) return cents(Math.round(value * 10) / 10 - 0.05);
  if (value < 100) return cents(Math.round(value) - 0.01);
  return Math.round(value / 5) * 5;
};

const hongKongDollar = (value: number): number => (value < 100 ? Math.round(value) : Math.round(value / 10) * 10);

/** The price list of an amount written in US dollars. */
export const priceList = (usd: number): PriceList => ({
  USD: usd,
  EUR: euroOrPound(usd * 0.93),
  GBP: euroOrPound(usd * 0.8),
  HKD: hongKongDollar(usd * 7.8),
});

/** The same percentage in every currency (PERCENT option prices). */
export const percentList = (percent: number): PriceList => ({ USD: percent, EUR: percent, GBP: percent, HKD: percent });
