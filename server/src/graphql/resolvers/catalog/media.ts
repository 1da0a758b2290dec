import { productMediaUrl } from './catalogConfig';
import { catalogLoaders } from './loaders';
import type { MediaRow } from '../../../repositories/catalog/productDetails';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** A ProductImage; Magento labels an image without its own label with the product name. */
const image = (row: MediaRow, product: ProductRecord, context: GraphQLContext): unknown => ({
  url: productMediaUrl(context.origin, row.file), label: product.name, position: row.position,
  disabled: row.disabled === 1, width: row.width, height: row.height,
});

const role = (name: string): Resolver<Record<string, never>, Promise<unknown>, ProductRecord> => async (product, _args, context) => {
  const rows = (await catalogLoaders(context).media.load(product.id)) ?? [];
  const row = rows.find((r) => r.roles.split(',').includes(name));
  return row ? image(row, product, context) : null;
};

export const mediaFieldResolvers = {
  image: role('image'),
  small_image: role('small_image'),
  thumbnail: role('thumbnail'),
  swatch_image: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<string | null> =>
    ((await catalogLoaders(context).media.load(product.id)) ?? []).find((r) => r.roles.split(',').includes('swatch_image'))?.file ?? null,
  media_gallery: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
    ((await catalogLoaders(context).media.load(product.id)) ?? []).filter((row) => row.disabled === 0)
      .map((row) => image(row, product, context)),
};

export const mediaTypeResolvers = {
  MediaGalleryInterface: { __resolveType: (): string => 'ProductImage' },
};
