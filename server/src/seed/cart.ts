import type { Database } from 'better-sqlite3';

const everywhere = (amount: number): string => JSON.stringify({ USD: amount, EUR: amount, GBP: amount, HKD: amount });

/**
 * Sample coupons (server/README.md lists them): a percentage, a fixed amount in the store's currency,
 * free shipping, and one that expired, for the "expired coupon" path.
 */
export const seedSalesRules = (db: Database): void => {
  const insert = db.prepare(`INSERT INTO sales_rules (id, coupon_code, action, amount, amounts, from_date, to_date, description)
    VALUES (@id, @code, @action, @amount, @amounts, @from, @to, @description)`);
  const rules = [
    { id: 1, code: 'SPECTRUM10', action: 'by_percent', amount: 10, amounts: null, from: null, to: null, description: '10% off every item' },
    { id: 2, code: 'SWATCH5', action: 'cart_fixed', amount: 0, amounts: everywhere(5), from: null, to: null, description: '5 off the cart, in its currency' },
    { id: 3, code: 'FREESHIP', action: 'free_shipping', amount: 0, amounts: null, from: null, to: null, description: 'Free shipping with every method' },
    { id: 4, code: 'SUMMER2024', action: 'by_percent', amount: 15, amounts: null, from: '2024-06-01', to: '2024-08-31', description: 'Expired summer sale' },
  ];
  for (const rule of rules) insert.run(rule);
};
