import { escapeHtml } from '../../lib/html';
import { normalizeSearchText } from '../../repositories/catalog/searchText';
import { type Localized, textFor } from '../localized';
import { dispersedPath, registerImage } from '../media';
import { storeDefinitions } from '../store/stores';
import { colorByCode } from './colors';
import { discontinuedMessage } from './copyTemplates';
import { currencies, priceList } from './money';
import { type CatalogSeedContext, optionId } from './seedContext';
import { urlKeyFor } from './urlKeys';
import type { ArtSpec, ProductDefinition } from './types';

export const productImageSize = { width: 800, height: 800 } as const;

interface ProductRow {
  definition: ProductDefinition;
  /** Attribute values of this row (a variant's own, or the definition's). */
  attributes: Record<string, string>;
  sku: string;
  name: Localized;
  usd: number;
  qty: number;
  visibility: number;
  art: ArtSpec;
  gallery: ArtSpec[];
}

const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

const insertMedia = (context: CatalogSeedContext, id: number, sku: string, images: ArtSpec[]): void => {
  const media = context.db.prepare(`INSERT INTO catalog_product_media (product_id, file, position, roles, width, height)
    VALUES (?, ?, ?, ?, ?, ?)`);
  images.forEach((art, index) => {
    const file = dispersedPath(`${sku.toLowerCase()}${index === 0 ? '' : `-${index + 1}`}.svg`);
    registerImage(context.db, `catalog/product${file}`, art, productImageSize.width, productImageSize.height);
    media.run(id, file, index + 1, index === 0 ? 'image,small_image,thumbnail,swatch_image' : '',
      productImageSize.width, productImageSize.height);
  });
};

const insertStoreRows = (context: CatalogSeedContext, id: number, row: ProductRow): void => {
  const { db } = context;
  const { definition } = row;
  const insert = db.prepare(`INSERT INTO catalog_product_store (product_id, store_code, name, url_key, short_description,
    description, meta_title, meta_description, meta_keyword, discontinued_message, links_title, search_name, search_text)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const label = db.prepare('SELECT label FROM catalog_labels WHERE entity = ? AND entity_id = ? AND store_code = ?');
  for (const store of storeDefinitions) {
    const name = textFor(store, row.name);
    const short = textFor(store, definition.shortDescription);
    const description = textFor(store, definition.description);
    const attributeLabels = Object.entries(row.attributes).map(([code, key]) =>
      (label.get('attribute_option', optionId(context, code, key), store.code) as { label: string } | undefined)?.label ?? '');
    const replacement = definition.discontinued
      ? db.prepare('SELECT name FROM catalog_product_store WHERE store_code = ? AND product_id = ?')
        .get(store.code, context.productIds.get(definition.discontinued.replacementSku)) as { name: string } | undefined
      : undefined;
    insert.run(id, store.code, name, urlKeyFor(store, row.name), paragraph(short), paragraph(description), name, short,
      `${name}, ${row.sku}`, replacement ? textFor(store, discontinuedMessage).replace('{name}', replacement.name) : null,
      definition.downloadable ? textFor(store, definition.downloadable.linksTitle) : null,
      normalizeSearchText(name), normalizeSearchText([row.sku, definition.colorCode ?? '', short, description, ...attributeLabels].join(' ')));
  }
};

const insertPrices = (context: CatalogSeedContext, id: number, row: ProductRow): void => {
  const price = context.db.prepare(`INSERT INTO catalog_product_prices (product_id, currency, price, special_price)
    VALUES (?, ?, ?, ?)`);
  const tier = context.db.prepare('INSERT INTO catalog_product_tier_prices (product_id, currency, qty, value) VALUES (?, ?, ?, ?)');
  const list = priceList(row.usd);
  const special = row.definition.specialUsd !== undefined && row.sku === row.definition.sku ? priceList(row.definition.specialUsd) : null;
  for (const currency of currencies) {
    price.run(id, currency, list[currency], special ? special[currency] : null);
    for (const t of row.sku === row.definition.sku ? row.definition.tiers ?? [] : []) tier.run(id, currency, t.qty, priceList(t.usd)[currency]);
  }
};

const insertAttributes = (context: CatalogSeedContext, id: number, attributes: Record<string, string>): void => {
  const value = context.db.prepare('INSERT INTO catalog_product_int (product_id, attribute_id, option_id) VALUES (?, ?, ?)');
  for (const [code, key] of Object.entries(attributes)) value.run(id, context.attributeIds.get(code), optionId(context, code, key));
};

/** One catalog_products row with its store copy, prices, select attributes and images. */
export const insertProductRow = (context: CatalogSeedContext, row: ProductRow, typeId: string): number => {
  const { definition } = row;
  const bundle = definition.bundle;
  const outOfStock = row.qty <= 0 || (definition.outOfStock === true && row.sku === definition.sku) || Boolean(definition.discontinued);
  const result = context.db.prepare(`INSERT INTO catalog_products (sku, type_id, status, visibility, render_type, canonical_name,
    base_canonical_name, is_discontinued, stock_status, qty, min_sale_qty, max_sale_qty, weight, country_of_manufacture,
    new_from_date, color_code, hex, dynamic_price, dynamic_sku, dynamic_weight, price_view, ship_bundle_items,
    links_purchased_separately) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    row.sku, typeId, definition.disabled ? 2 : 1, row.visibility, definition.renderType ?? null,
    row.sku === definition.sku ? definition.canonicalName ?? null : `${definition.canonicalName ?? ''} ${row.sku}`.trim(),
    definition.baseCanonicalName ?? null, definition.discontinued ? 1 : 0, outOfStock ? 0 : 1, Math.max(row.qty, 0),
    definition.minSaleQty ?? 1, definition.maxSaleQty ?? 10000, definition.weight ?? null, definition.countryOfManufacture ?? null,
    definition.isNew ? '2026-10-01 00:00:00' : null,
    row.attributes.color ?? null, row.attributes.color ? colorByCode(row.attributes.color).hex : null,
    bundle ? (bundle.dynamicPrice ? 1 : 0) : null, bundle ? (bundle.dynamicPrice ? 1 : 0) : null, bundle ? 1 : null,
    bundle ? (bundle.dynamicPrice ? 'PRICE_RANGE' : 'AS_LOW_AS') : null, bundle ? 'TOGETHER' : null,
    definition.downloadable ? (definition.downloadable.purchasedSeparately ? 1 : 0) : null);
  const id = Number(result.lastInsertRowid);
  context.productIds.set(row.sku, id);
  insertStoreRows(context, id, row);
  insertPrices(context, id, row);
  insertAttributes(context, id, row.attributes);
  insertMedia(context, id, row.sku, [row.art, ...row.gallery]);
  return id;
};

export type { ProductRow };
