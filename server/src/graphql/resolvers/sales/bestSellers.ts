import { idFromUid } from '../../../lib/uid';
import { bestSellerIds } from '../../../repositories/sales/bestSellers';
import { inputError } from '../../errors';
import { catalogLoaders } from '../catalog/loaders';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** At most this many best sellers a request (a carousel's worth). */
export const maxBestSellers = 20;

const categoryOf = (context: GraphQLContext, uid: string | null | undefined): number[] | null => {
  if (uid === null || uid === undefined) return null;
  const id = idFromUid(uid);
  // A category of another store's tree (or none) holds no product of this store.
  return id !== null && catalogLoaders(context).categories().byId.has(id) ? [id] : [];
};

const bestSellers: Resolver<{ category_uid?: string | null; pageSize?: number | null }, Promise<{ items: ProductRecord[] }>> = async (
  _parent, args, context,
) => {
  const pageSize = args.pageSize ?? 8;
  if (pageSize < 1 || pageSize > maxBestSellers) throw inputError(`pageSize must be between 1 and ${maxBestSellers}.`);
  const categoryIds = categoryOf(context, args.category_uid);
  if (categoryIds && categoryIds.length === 0) return { items: [] };
  const ids = bestSellerIds(context.db, { storeCode: context.store.code, categoryIds, limit: pageSize });
  return { items: await catalogLoaders(context).products.loadMany(ids) };
};

export const bestSellerResolvers = { Query: { bestSellers } };
