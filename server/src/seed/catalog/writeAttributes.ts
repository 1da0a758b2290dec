import { colorAttribute, laterSelectAttributes, selectAttributes } from './attributes';
import { colorDefinitions } from './colors';
import { type CatalogSeedContext, insertLabels } from './seedContext';

/** Attributes, their options (with swatches) and the colour standards behind the "color" options. */
export const writeAttributes = (context: CatalogSeedContext): void => {
  const { db } = context;
  const attribute = db.prepare(`INSERT INTO catalog_attributes (id, code, position, swatch_type, is_filterable)
    VALUES (?, ?, ?, ?, ?)`);
  const option = db.prepare('INSERT INTO catalog_attribute_options (attribute_id, sort_order, swatch_value) VALUES (?, ?, ?)');
  const addOptions = (attributeId: number, code: string, options: Array<{ key: string; swatch: string | null; label: Parameters<typeof insertLabels>[3] }>): void => {
    const ids = new Map<string, number>();
    options.forEach((definition, index) => {
      const id = Number(option.run(attributeId, index, definition.swatch).lastInsertRowid);
      ids.set(definition.key, id);
      insertLabels(db, 'attribute_option', id, definition.label);
    });
    context.optionIds.set(code, ids);
  };

  const addSelect = (definition: (typeof selectAttributes)[number]): void => {
    attribute.run(definition.id, definition.code, definition.position, definition.swatchType, definition.filterable ? 1 : 0);
    context.attributeIds.set(definition.code, definition.id);
    insertLabels(db, 'attribute', definition.id, definition.label);
    addOptions(definition.id, definition.code, definition.options);
  };
  selectAttributes.forEach(addSelect);

  attribute.run(colorAttribute.id, colorAttribute.code, colorAttribute.position, colorAttribute.swatchType, 1);
  context.attributeIds.set(colorAttribute.code, colorAttribute.id);
  insertLabels(db, 'attribute', colorAttribute.id, colorAttribute.label);
  addOptions(colorAttribute.id, colorAttribute.code,
    colorDefinitions.map((color) => ({ key: color.code, swatch: color.hex, label: color.name })));
  laterSelectAttributes.forEach(addSelect);

  const standard = db.prepare(`INSERT INTO color_standards (option_id, code, hex, family_option_id, finish_option_id, position)
    VALUES (?, ?, ?, ?, ?, ?)`);
  colorDefinitions.forEach((color, index) => {
    standard.run(context.optionIds.get('color')?.get(color.code), color.code, color.hex,
      context.optionIds.get('color_family')?.get(color.family), context.optionIds.get('finish')?.get(color.finish), index);
  });
};
