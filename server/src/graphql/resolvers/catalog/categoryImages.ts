import { requestScoped } from '../../loaders';
import type { GraphQLContext } from '../../context';

/** Width and height of the category images (file name → size), read once per request. */
export const categoryImageSizes = (context: GraphQLContext): Map<string, { width: number; height: number }> =>
  requestScoped(context, 'categoryImages', () => new Map((context.db.prepare(`SELECT substr(path, length('catalog/category/') + 1) AS file,
    width, height FROM media_images WHERE path LIKE 'catalog/category/%'`).all() as Array<{ file: string; width: number; height: number }>)
    .map((row) => [row.file, { width: row.width, height: row.height }])));
