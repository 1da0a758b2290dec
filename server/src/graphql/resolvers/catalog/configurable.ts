import { encodeUid } from '../../../lib/uid';
import { catalogLoaders } from './loaders';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';

/** ConfigurableProduct.configurable_options: the super attributes with the values the variants use. */
const configurableOptions = async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
  ((await catalogLoaders(context).superAttributes.load(product.id)) ?? []).map((attribute) => ({
    uid: encodeUid(`configurable/${product.id}/${attribute.attribute_id}`),
    id: attribute.id,
    attribute_id: String(attribute.attribute_id),
    attribute_id_v2: attribute.attribute_id,
    attribute_uid: encodeUid(attribute.attribute_id),
    attribute_code: attribute.code,
    label: attribute.label,
    position: attribute.position,
    product_id: product.id,
    use_default: true,
    values: attribute.values.map((value) => ({
      uid: encodeUid(`configurable/${attribute.attribute_id}/${value.option_id}`),
      value_index: value.option_id,
      label: value.label,
      default_label: value.label,
      store_label: value.label,
      use_default_value: true,
      swatch_data: value.swatch_value === null ? null : {
        __typename: attribute.swatch_type === 'visual' ? 'ColorSwatchData' : 'TextSwatchData', value: value.swatch_value,
      },
    })),
  }));

/** ConfigurableProduct.variants: each enabled child with the option values that select it. */
const variants = async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> => {
  const loaders = catalogLoaders(context);
  const [links, superAttributes] = await Promise.all([loaders.variants.load(product.id), loaders.superAttributes.load(product.id)]);
  const childIds = (links ?? []).map((link) => link.product_id);
  const [children, values] = await Promise.all([loaders.products.loadMany(childIds), Promise.all(childIds.map((id) => loaders.attributes.load(id)))]);
  const codes = new Map((superAttributes ?? []).map((a) => [a.attribute_id, a.code]));
  return children.map((child) => {
    const own = values[childIds.indexOf(child.id)] ?? [];
    return {
      product: child,
      attributes: own.filter((value) => codes.has(value.attribute_id)).map((value) => ({
        uid: encodeUid(`configurable/${value.attribute_id}/${value.option_id}`),
        code: value.code, label: value.label, value_index: value.option_id,
      })),
    };
  });
};

export const configurableFieldResolvers = {
  configurable_options: configurableOptions,
  variants,
};

export const swatchTypeResolvers = {
  SwatchDataInterface: {
    __resolveType: (swatch: { __typename?: string }): string => swatch.__typename ?? 'TextSwatchData',
  },
};
