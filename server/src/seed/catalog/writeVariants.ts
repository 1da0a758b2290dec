import { L, type Localized } from '../localized';
import { colorByCode } from './colors';
import { type CatalogSeedContext, optionId } from './seedContext';
import { insertProductRow } from './writeProducts';
import type { ProductDefinition, VariantDefinition } from './types';
import type { Language } from '../types';

const languages: Language[] = ['en', 'de', 'es', 'fr', 'it', 'zh'];

/** "Large Colour Swatch Card – Coral Red, A4": the variant's options, swatch text for text swatches. */
const variantName = (context: CatalogSeedContext, parent: ProductDefinition, variant: VariantDefinition): Localized => {
  const label = context.db.prepare(`SELECT l.label, o.swatch_value, a.swatch_type FROM catalog_attribute_options o
    JOIN catalog_attributes a ON a.id = o.attribute_id
    JOIN catalog_labels l ON l.entity = 'attribute_option' AND l.entity_id = o.id AND l.store_code = ? WHERE o.id = ?`);
  // Labels per language come from a store of that language (the first one seeded).
  const storeOf: Record<Language, string> = { en: 'uk_en', de: 'de_de', es: 'es_es', fr: 'fr_fr', it: 'it_it', zh: 'hk_tc' };
  const parts = (lang: Language): string => (parent.superAttributes ?? []).map((code) => {
    const row = label.get(storeOf[lang], optionId(context, code, variant.attributes[code] ?? '')) as
      { label: string; swatch_value: string | null; swatch_type: string } | undefined;
    return row?.swatch_type === 'text' && code === 'format' ? row.swatch_value ?? '' : row?.label ?? '';
  }).join(', ');
  const [en, de, es, fr, it, zh] = languages.map((lang) => `${parent.name[lang]} – ${parts(lang)}`);
  return L(en ?? '', de ?? '', es ?? '', fr ?? '', it ?? '', zh ?? '');
};

/** Simple products behind a configurable (not visible individually), linked to it with their super attributes. */
export const writeVariants = (context: CatalogSeedContext, parentId: number, parent: ProductDefinition): void => {
  const { db } = context;
  (parent.superAttributes ?? []).forEach((code, position) => {
    db.prepare('INSERT INTO catalog_product_super_attributes (product_id, attribute_id, position) VALUES (?, ?, ?)')
      .run(parentId, context.attributeIds.get(code), position);
  });
  (parent.variants ?? []).forEach((variant, position) => {
    const color = variant.attributes.color ? colorByCode(variant.attributes.color) : undefined;
    const attributes = color ? { ...variant.attributes, color_family: color.family, finish: color.finish } : variant.attributes;
    const familySwatch = variant.attributes.color_family
      ? (db.prepare('SELECT swatch_value FROM catalog_attribute_options WHERE id = ?')
        .get(optionId(context, 'color_family', variant.attributes.color_family)) as { swatch_value: string }).swatch_value
      : undefined;
    const palette = color ? [color.hex] : familySwatch ? [familySwatch] : parent.art.palette;
    const id = insertProductRow(context, {
      definition: { ...parent, outOfStock: false }, attributes, sku: variant.sku, name: variantName(context, parent, variant),
      usd: variant.usd, qty: variant.qty ?? 50, visibility: 1,
      art: { template: color ? 'card' : parent.art.template, palette, caption: variant.sku }, gallery: [],
    }, 'simple');
    db.prepare('INSERT INTO catalog_product_super_links (parent_id, product_id, position) VALUES (?, ?, ?)').run(parentId, id, position);
  });
};
