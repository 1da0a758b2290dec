import { amountIn, roundPrice } from './moneyJson';
import type { Database } from 'better-sqlite3';

interface Range { minRegular: number; minFinal: number; maxRegular: number; maxFinal: number }

const currenciesOf = (db: Database): string[] =>
  (db.prepare('SELECT DISTINCT currency FROM catalog_product_prices').all() as Array<{ currency: string }>).map((r) => r.currency);

/** The final price as Magento's FinalPrice sees it: the special price when it is lower and in its date range. */
export const finalPrice = (price: number, special: number | null, from: string | null, to: string | null, today: string): number =>
  special !== null && special < price && (!from || from.slice(0, 10) <= today) && (!to || to.slice(0, 10) >= today) ? special : price;

interface OptionRow { option_id: number; type: string; is_require: number; price_type: string | null; prices: string | null; value_price_type: string | null; value_prices: string | null }

// Required custom options raise the minimum, all of them the maximum (Magento's CustomOptionPrice).
const customOptionRange = (rows: OptionRow[], currency: string, regular: number, final: number): Range => {
  const range: Range = { minRegular: 0, minFinal: 0, maxRegular: 0, maxFinal: 0 };
  const byOption = new Map<number, OptionRow[]>();
  for (const row of rows) byOption.set(row.option_id, [...(byOption.get(row.option_id) ?? []), row]);
  for (const values of byOption.values()) {
    const first = values[0];
    if (!first) continue;
    const priced = (base: number): number[] => values.map((v) => {
      const type = v.value_prices !== null ? v.value_price_type : v.price_type;
      const amount = amountIn(v.value_prices ?? v.prices, currency);
      return type === 'PERCENT' ? (base * amount) / 100 : amount;
    });
    const multi = first.type === 'checkbox' || first.type === 'multiple';
    for (const [base, minKey, maxKey] of [[regular, 'minRegular', 'maxRegular'], [final, 'minFinal', 'maxFinal']] as const) {
      const prices = priced(base);
      if (first.is_require) range[minKey] += Math.min(...prices);
      range[maxKey] += multi ? prices.reduce((a, b) => a + b, 0) : Math.max(...prices);
    }
  }
  return range;
};

const add = (a: Range, b: Range): Range => ({
  minRegular: a.minRegular + b.minRegular, minFinal: a.minFinal + b.minFinal,
  maxRegular: a.maxRegular + b.maxRegular, maxFinal: a.maxFinal + b.maxFinal,
});

const single = (regular: number, final: number): Range => ({ minRegular: regular, minFinal: final, maxRegular: regular, maxFinal: final });

/** Rebuilds catalog_product_price_index for every product and currency (simple types, then configurable, then bundles). */
export const reindexPrices = (db: Database, today = new Date().toISOString().slice(0, 10)): void => {
  db.prepare('DELETE FROM catalog_product_price_index').run();
  const insert = db.prepare(`INSERT INTO catalog_product_price_index (product_id, currency, min_regular, min_final,
    max_regular, max_final) VALUES (?, ?, ?, ?, ?, ?)`);
  const products = db.prepare(`SELECT p.id, p.type_id, p.dynamic_price, p.links_purchased_separately, pr.price,
    pr.special_price, pr.special_from_date, pr.special_to_date FROM catalog_products p
    JOIN catalog_product_prices pr ON pr.product_id = p.id AND pr.currency = ?
    ORDER BY CASE p.type_id WHEN 'configurable' THEN 1 WHEN 'bundle' THEN 2 ELSE 0 END, p.id`);
  const options = db.prepare(`SELECT o.id AS option_id, o.type, o.is_require, o.price_type, o.prices,
    v.price_type AS value_price_type, v.prices AS value_prices FROM catalog_product_options o
    LEFT JOIN catalog_product_option_values v ON v.option_id = o.id WHERE o.product_id = ?`);
  const links = db.prepare('SELECT prices FROM downloadable_links WHERE product_id = ?');
  const variants = db.prepare(`SELECT i.min_regular, i.min_final, p.stock_status FROM catalog_product_super_links l
    JOIN catalog_products p ON p.id = l.product_id
    JOIN catalog_product_price_index i ON i.product_id = p.id AND i.currency = ? WHERE l.parent_id = ?`);
  const selections = db.prepare(`SELECT o.id AS option_id, o.type, o.required, s.qty, s.price_type, s.prices,
    i.min_regular, i.min_final, p.stock_status FROM catalog_bundle_options o
    JOIN catalog_bundle_selections s ON s.option_id = o.id JOIN catalog_products p ON p.id = s.product_id
    LEFT JOIN catalog_product_price_index i ON i.product_id = s.product_id AND i.currency = ? WHERE o.parent_id = ?`);

  for (const currency of currenciesOf(db)) {
    for (const product of products.all(currency) as Array<{
      id: number; type_id: string; dynamic_price: number | null; links_purchased_separately: number | null; price: number;
      special_price: number | null; special_from_date: string | null; special_to_date: string | null;
    }>) {
      const final = finalPrice(product.price, product.special_price, product.special_from_date, product.special_to_date, today);
      let range = single(product.price, final);
      if (product.type_id === 'configurable') {
        const rows = variants.all(currency, product.id) as Array<{ min_regular: number; min_final: number; stock_status: number }>;
        const candidates = rows.some((r) => r.stock_status === 1) ? rows.filter((r) => r.stock_status === 1) : rows;
        if (candidates.length > 0) {
          range = {
            minRegular: Math.min(...candidates.map((r) => r.min_regular)), minFinal: Math.min(...candidates.map((r) => r.min_final)),
            maxRegular: Math.max(...candidates.map((r) => r.min_regular)), maxFinal: Math.max(...candidates.map((r) => r.min_final)),
          };
        }
      } else if (product.type_id === 'bundle') {
        range = add(product.dynamic_price ? single(0, 0) : range, bundleRange(
          selections.all(currency, product.id) as SelectionRow[], currency, product.dynamic_price === 1, product.price));
      } else {
        range = add(range, customOptionRange(options.all(product.id) as OptionRow[], currency, product.price, final));
        if (product.links_purchased_separately) {
          const linkPrices = (links.all(product.id) as Array<{ prices: string }>).map((l) => amountIn(l.prices, currency));
          if (linkPrices.length > 0) {
            const min = Math.min(...linkPrices);
            const sum = linkPrices.reduce((a, b) => a + b, 0);
            range = add(range, { minRegular: min, minFinal: min, maxRegular: sum, maxFinal: sum });
          }
        }
      }
      insert.run(product.id, currency, roundPrice(range.minRegular), roundPrice(range.minFinal),
        roundPrice(range.maxRegular), roundPrice(range.maxFinal));
    }
  }
};

interface SelectionRow {
  option_id: number; type: string; required: number; qty: number; price_type: string; prices: string | null;
  min_regular: number | null; min_final: number | null; stock_status: number;
}

// Each option adds its cheapest selection (if required) to the minimum and its dearest (or all, for
// multi-select options) to the maximum; a fixed-price bundle prices selections itself, in money or percent.
const bundleRange = (rows: SelectionRow[], currency: string, dynamic: boolean, basePrice: number): Range => {
  const range: Range = { minRegular: 0, minFinal: 0, maxRegular: 0, maxFinal: 0 };
  const byOption = new Map<number, SelectionRow[]>();
  for (const row of rows.filter((r) => r.stock_status === 1)) byOption.set(row.option_id, [...(byOption.get(row.option_id) ?? []), row]);
  for (const selections of byOption.values()) {
    const first = selections[0];
    if (!first) continue;
    const price = (row: SelectionRow, kind: 'regular' | 'final'): number => {
      if (dynamic) return ((kind === 'regular' ? row.min_regular : row.min_final) ?? 0) * row.qty;
      const amount = amountIn(row.prices, currency);
      return (row.price_type === 'PERCENT' ? (basePrice * amount) / 100 : amount) * row.qty;
    };
    const multi = first.type === 'checkbox' || first.type === 'multi';
    for (const kind of ['regular', 'final'] as const) {
      const prices = selections.map((row) => price(row, kind));
      const minKey = kind === 'regular' ? 'minRegular' : 'minFinal';
      const maxKey = kind === 'regular' ? 'maxRegular' : 'maxFinal';
      if (first.required) range[minKey] += Math.min(...prices);
      range[maxKey] += multi ? prices.reduce((a, b) => a + b, 0) : Math.max(...prices);
    }
  }
  return range;
};
