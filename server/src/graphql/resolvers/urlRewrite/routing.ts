import { encodeUid } from '../../../lib/uid';
import { isVisible } from '../../../repositories/catalog/products';
import { findPage } from '../../../repositories/cms';
import { catalogLoaders } from '../catalog/loaders';
import { productTypeName } from '../catalog/productTypes';
import { cmsPageOutput } from '../cms';
import { resolveUrl } from './urlResolution';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Deprecated urlResolver: what kind of page a URL is, and its entity. */
const urlResolver: Resolver<{ url: string }> = (_parent, { url }, context) => {
  const resolved = resolveUrl(context, url);
  if (!resolved) return null;
  // A page this profile does not have (the stock store's dealers page) has no URL either.
  if (resolved.type === 'CMS_PAGE' && !findPage(context.db, context.store.code, { id: resolved.entityId }, context.profile)) return null;
  return {
    id: resolved.entityId, entity_uid: encodeUid(resolved.entityId), canonical_url: resolved.relativeUrl,
    relative_url: resolved.relativeUrl, redirectCode: resolved.redirectCode, type: resolved.type,
  };
};

const entityFor = async (context: GraphQLContext, type: string | null, id: number): Promise<Record<string, unknown> | null> => {
  if (type === 'PRODUCT') {
    const product = await catalogLoaders(context).products.load(id);
    return product && isVisible(product) ? { ...product } : null;
  }
  if (type === 'CATEGORY') {
    const category = catalogLoaders(context).categories().byId.get(id);
    return category ? { ...category } : null;
  }
  if (type === 'CMS_PAGE') {
    const page = findPage(context.db, context.store.code, { id }, context.profile);
    return page ? cmsPageOutput(page) : null;
  }
  return null;
};

/** route(url): the page's entity itself (CmsPage, CategoryTree, a product type), or RoutableUrl for a bare redirect. */
const route: Resolver<{ url: string }> = async (_parent, { url }, context) => {
  const resolved = resolveUrl(context, url);
  if (!resolved) return null;
  const routing = { redirect_code: resolved.redirectCode, relative_url: resolved.relativeUrl, type: resolved.type };
  if (!resolved.type) return { __typename: 'RoutableUrl', ...routing };
  const entity = await entityFor(context, resolved.type, resolved.entityId);
  return entity ? { ...entity, ...routing, __routeType: resolved.type } : null;
};

const routableType = (value: { __typename?: string; __routeType?: string; type_id?: string; identifier?: string }): string => {
  if (value.__typename) return value.__typename;
  if (value.type_id) return productTypeName(value as { type_id: 'simple' });
  if (value.__routeType === 'CATEGORY') return 'CategoryTree';
  return 'CmsPage';
};

export const routingResolvers = {
  Query: { urlResolver, route },
  RoutableInterface: { __resolveType: routableType },
};
