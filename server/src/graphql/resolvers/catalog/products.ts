import { matchProducts, type ProductMatch } from '../../../repositories/catalog/productSearch';
import { inputError } from '../../errors';
import { buildAggregations } from './aggregations';
import { catalogLabel } from './labels';
import { catalogLoaders } from './loaders';
import { type PageInfo, pageInfo, pageOf } from './paging';
import { productCriteria } from './productCriteria';
import { searchQueryText } from './searchQuery';
import { sortMatches } from './sorting';
import type { ProductAttributeFilterInput, ProductAttributeSortInput } from './inputTypes';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** What Products' field resolvers work from: every match (for aggregations) and the page. */
export interface ProductsResult {
  matches: ProductMatch[];
  page: ProductMatch[];
  page_info: PageInfo;
  total_count: number;
  isSearch: boolean;
  categoryFilter: number[] | null;
}

/** Search and list products for `products` and CategoryTree.products. */
export const findProducts = (context: GraphQLContext, args: {
  search?: string | null; filter?: ProductAttributeFilterInput | null; sort?: ProductAttributeSortInput | null;
  pageSize: number; currentPage: number;
}): ProductsResult => {
  const search = searchQueryText(context, args.search);
  const criteria = productCriteria(context, search, args.filter ?? {});
  const sorted = sortMatches(matchProducts(context.db, criteria), args.sort, {
    search: Boolean(search), singleCategory: criteria.categoryIds?.length === 1, locale: context.store.settings.locale,
  });
  const info = pageInfo(sorted.length, args.pageSize, args.currentPage);
  return {
    matches: sorted, page: pageOf(sorted, info), page_info: info, total_count: sorted.length,
    isSearch: Boolean(search), categoryFilter: criteria.categoryIds,
  };
};

const products: Resolver<{
  search?: string | null; filter?: ProductAttributeFilterInput | null; sort?: ProductAttributeSortInput | null;
  pageSize: number; currentPage: number;
}, ProductsResult> = (_parent, args, context) => {
  if (!args.search?.trim() && !args.filter) throw inputError("'search' or 'filter' input argument is required.");
  return findProducts(context, args);
};

const items: Resolver<Record<string, never>, Promise<ProductRecord[]>, Pick<ProductsResult, 'page'>> = (parent, _args, context) =>
  catalogLoaders(context).products.loadMany(parent.page.map((match) => match.id));

const aggregations: Resolver<{ filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
  unknown, ProductsResult> = (parent, args, context) =>
  buildAggregations(context, parent.matches, {
    categoryFilter: parent.categoryFilter, directChildrenOnly: args.filter?.category?.includeDirectChildrenOnly === true,
  });

// Position only makes sense inside a category, relevance only for a search (Luma's toolbar does the same).
const sortFields: Resolver<Record<string, never>, unknown, ProductsResult> = (parent, _args, { store }) => {
  const option = (value: 'position' | 'name' | 'price' | 'relevance'): { label: string; value: string } =>
    ({ label: catalogLabel(store, value), value });
  return parent.isSearch
    ? { default: 'relevance', options: [option('relevance'), option('name'), option('price')] }
    : { default: store.settings.catalog_default_sort_by, options: [option('position'), option('name'), option('price')] };
};

export const productListResolvers = {
  Query: { products },
  Products: { items, aggregations, sort_fields: sortFields },
  CategoryProducts: { items },
};
