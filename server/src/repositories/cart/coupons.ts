import type { Database } from 'better-sqlite3';

/** A cart price rule reached by its coupon code. */
export interface SalesRuleRow {
  id: number;
  coupon_code: string;
  action: 'by_percent' | 'cart_fixed' | 'free_shipping';
  amount: number;
  /** JSON per currency, for cart_fixed. */
  amounts: string | null;
  website_codes: string;
  from_date: string | null;
  to_date: string | null;
  is_active: number;
  description: string | null;
}

/** Case-insensitive, as Magento's coupon codes are on MySQL's default collation. */
export const findSalesRuleByCoupon = (db: Database, code: string): SalesRuleRow | null =>
  (db.prepare('SELECT * FROM sales_rules WHERE coupon_code = ?').get(code) as SalesRuleRow | undefined) ?? null;

/** Whether the rule can be used today in a website: active, in its date range, assigned to the website. */
export const isRuleUsable = (rule: SalesRuleRow, websiteCode: string, today: string): boolean =>
  rule.is_active === 1
  && (!rule.from_date || rule.from_date.slice(0, 10) <= today)
  && (!rule.to_date || rule.to_date.slice(0, 10) >= today)
  && (rule.website_codes === '*' || rule.website_codes.split(',').includes(websiteCode));

/** The rules of the coupons applied to a cart, in the order they were applied. */
export const cartSalesRules = (db: Database, cartId: number): SalesRuleRow[] =>
  db.prepare(`SELECT r.* FROM cart_coupons c JOIN sales_rules r ON r.coupon_code = c.code
    WHERE c.cart_id = ? ORDER BY c.rowid`).all(cartId) as SalesRuleRow[];

export const addCartCoupon = (db: Database, cartId: number, code: string): void => {
  db.prepare('INSERT OR IGNORE INTO cart_coupons (cart_id, code) VALUES (?, ?)').run(cartId, code);
};

export const removeCartCoupons = (db: Database, cartId: number): void => {
  db.prepare('DELETE FROM cart_coupons WHERE cart_id = ?').run(cartId);
};
