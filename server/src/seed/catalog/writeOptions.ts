import { currencies, percentList, priceList, type PriceList } from './money';
import { type CatalogSeedContext, insertLabels } from './seedContext';
import type { CustomOptionDefinition, ProductDefinition } from './types';

const json = (list: PriceList): string => JSON.stringify(Object.fromEntries(currencies.map((c) => [c, list[c]])));

/** Customizable options and their values, with prices per currency (PERCENT: the same percentage). */
export const writeCustomOptions = (context: CatalogSeedContext, productId: number, options: CustomOptionDefinition[]): void => {
  const { db } = context;
  const insertOption = db.prepare(`INSERT INTO catalog_product_options (product_id, type, is_require, sort_order, sku,
    max_characters, file_extension, image_size_x, image_size_y, price_type, prices) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertValue = db.prepare(`INSERT INTO catalog_product_option_values (option_id, sku, sort_order, price_type, prices)
    VALUES (?, ?, ?, ?, ?)`);
  options.forEach((option, index) => {
    const required = option.required ? 1 : 0;
    let id: number;
    if ('values' in option) {
      id = Number(insertOption.run(productId, option.type, required, index + 1, null, null, null, null, null, null, null).lastInsertRowid);
      option.values.forEach((value, position) => {
        const percent = value.percent !== undefined;
        const valueId = Number(insertValue.run(id, value.sku ?? null, position + 1, percent ? 'PERCENT' : 'FIXED',
          json(percent ? percentList(value.percent ?? 0) : priceList(value.usd ?? 0))).lastInsertRowid);
        insertLabels(db, 'custom_option_value', valueId, value.title);
      });
    } else {
      const file = option.type === 'file' ? option : null;
      const text = option.type === 'field' || option.type === 'area' ? option : null;
      id = Number(insertOption.run(productId, option.type, required, index + 1, 'sku' in option ? option.sku ?? null : null,
        text?.maxCharacters ?? null, file?.extensions ?? null, file?.maxWidth ?? null, file?.maxHeight ?? null, 'FIXED',
        json(priceList(option.usd))).lastInsertRowid);
    }
    insertLabels(db, 'custom_option', id, option.title);
  });
};

/** Links a Build Your Sheet category to its sheet product (brand module). */
export const writeSheet = (context: CatalogSeedContext, definition: ProductDefinition): void => {
  if (!definition.sheet) return;
  context.db.prepare('INSERT INTO catalog_category_sheets (category_id, product_id, size) VALUES (?, ?, ?)')
    .run(context.categoryIds.get(definition.sheet.category), context.productIds.get(definition.sku), definition.sheet.size);
};
