import { storeDefinitions } from '../store/stores';
import type { Database } from 'better-sqlite3';

/** Units sold last year in every store, best first (the shop's sales before this database's orders). */
const lastYear: Array<[sku: string, qty: number]> = [
  ['SFD-CORE-C', 140], ['SCS-SOLID-C', 118], ['SACC-LOUPE', 104], ['SFD-POCKET', 96], ['SFD-CORE-U', 81], ['SLS', 73],
  ['SACC-SLEEVE', 66], ['SSB-COTTON', 41], ['SKIT-DESIGNER', 34], ['SIN-READER', 25], ['SDL-OFFICE', 19], ['SLB-LAMP', 12],
];

/** What sells better in a website than in the others (textile swatch books in Europe, the pocket guide in Hong Kong). */
const websiteFavourites: Record<string, Array<[sku: string, qty: number]>> = {
  eu: [['SSB-COTTON', 150], ['SSB-POLY', 60]],
  hk: [['SCS-MINI', 130], ['SFD-POCKET', 120]],
};

/** The aggregated sales history behind the best sellers (Magento's sales_bestsellers_aggregated_yearly). */
export const seedBestSellerHistory = (db: Database): void => {
  const productId = db.prepare('SELECT id FROM catalog_products WHERE sku = ?');
  const insert = db.prepare(`INSERT INTO sales_bestsellers_aggregated (period, store_code, product_id, qty_ordered) VALUES ('2025', ?, ?, ?)
    ON CONFLICT (period, store_code, product_id) DO UPDATE SET qty_ordered = excluded.qty_ordered`);
  for (const store of storeDefinitions) {
    for (const [sku, qty] of [...lastYear, ...(websiteFavourites[store.websiteCode] ?? [])]) {
      const row = productId.get(sku) as { id: number } | undefined;
      if (!row) throw new Error(`Best-seller history: no product ${sku}`);
      insert.run(store.code, row.id, qty);
    }
  }
};
