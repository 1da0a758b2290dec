import { encodeUid, idFromUid } from '../../../lib/uid';
import { type CategoryRecord, storeRootCategoryId } from '../../../repositories/catalog/categories';
import { normalizeSearchText } from '../../../repositories/catalog/searchText';
import { type SheetRecord, sheetForCategory } from '../../../repositories/catalog/sheets';
import { categoryUrlSuffix, mediaUrl } from './catalogConfig';
import { categoryImageSizes } from './categoryImages';
import { equalValues, type FilterEqualTypeInput, type FilterMatchTypeInput, type ProductAttributeSortInput } from './inputTypes';
import { catalogLoaders } from './loaders';
import { pageInfo, pageOf } from './paging';
import { findProducts } from './products';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

interface CategoryFilterInput {
  ids?: FilterEqualTypeInput | null;
  category_uid?: FilterEqualTypeInput | null;
  parent_id?: FilterEqualTypeInput | null;
  parent_category_uid?: FilterEqualTypeInput | null;
  url_key?: FilterEqualTypeInput | null;
  url_path?: FilterEqualTypeInput | null;
  name?: FilterMatchTypeInput | null;
}

/** A category as route() returns it: the entity plus the URL it was found under. */
export type CategorySource = CategoryRecord & { redirect_code?: number; relative_url?: string };

const uidsToIds = (values: string[] | undefined): string[] | undefined =>
  values?.map((uid) => String(idFromUid(uid) ?? ''));

// Magento's CategoryFilterInput: every given field must match; no filters means the store's root category.
const filterCategories = (context: GraphQLContext, filters: CategoryFilterInput | null | undefined): CategoryRecord[] => {
  const { list } = catalogLoaders(context).categories();
  if (!filters || Object.values(filters).every((value) => value === null || value === undefined)) {
    return list.filter((category) => category.id === storeRootCategoryId);
  }
  const ids = equalValues(filters.ids);
  const uids = uidsToIds(equalValues(filters.category_uid));
  const parents = equalValues(filters.parent_id);
  const parentUids = uidsToIds(equalValues(filters.parent_category_uid));
  const urlKeys = equalValues(filters.url_key);
  const urlPaths = equalValues(filters.url_path);
  const name = filters.name?.match ? normalizeSearchText(filters.name.match) : null;
  return list.filter((c) => (!ids || ids.includes(String(c.id))) && (!uids || uids.includes(String(c.id)))
    && (!parents || parents.includes(String(c.parent_id))) && (!parentUids || parentUids.includes(String(c.parent_id)))
    && (!urlKeys || (c.url_key !== null && urlKeys.includes(c.url_key)))
    && (!urlPaths || (c.url_path !== null && urlPaths.includes(c.url_path)))
    && (!name || (filters.name?.match_type === 'FULL' ? normalizeSearchText(c.name) === name : normalizeSearchText(c.name).includes(name))));
};

type ListArgs = { filters?: CategoryFilterInput | null; pageSize: number; currentPage: number };

const categories: Resolver<ListArgs> = (_parent, args, context) => {
  const found = filterCategories(context, args.filters);
  const info = pageInfo(found.length, args.pageSize, args.currentPage);
  return { items: pageOf(found, info), total_count: found.length, page_info: info };
};

const categoryList: Resolver<ListArgs> = (_parent, args, context) => {
  const found = filterCategories(context, args.filters);
  return pageOf(found, pageInfo(found.length, args.pageSize, args.currentPage));
};

const suffixed = (category: CategoryRecord, context: GraphQLContext): string | null =>
  (category.url_path ? `${category.url_path}${categoryUrlSuffix(context.store)}` : null);

const categoryFields = {
  uid: (c: CategoryRecord): string => encodeUid(c.id),
  url_suffix: (_c: CategoryRecord, _args: unknown, context: GraphQLContext): string => categoryUrlSuffix(context.store),
  canonical_url: (c: CategoryRecord, _args: unknown, context: GraphQLContext): string | null => suffixed(c, context),
  relative_url: (c: CategorySource, _args: unknown, context: GraphQLContext): string | null => c.relative_url ?? suffixed(c, context),
  redirect_code: (c: CategorySource): number => c.redirect_code ?? 0,
  type: (): string => 'CATEGORY',
  default_sort_by: (_c: CategoryRecord, _args: unknown, context: GraphQLContext): string => context.store.settings.catalog_default_sort_by,
  available_sort_by: (): string[] => ['position', 'name', 'price'],
  image: (c: CategoryRecord, _args: unknown, context: GraphQLContext): string | null =>
    (c.image ? mediaUrl(context.origin, `catalog/category/${c.image}`) : null),
  image_width: (c: CategoryRecord, _args: unknown, context: GraphQLContext): number | null =>
    (c.image ? categoryImageSizes(context).get(c.image)?.width ?? null : null),
  image_height: (c: CategoryRecord, _args: unknown, context: GraphQLContext): number | null =>
    (c.image ? categoryImageSizes(context).get(c.image)?.height ?? null : null),
  children: (c: CategoryRecord, _args: unknown, context: GraphQLContext): CategoryRecord[] =>
    catalogLoaders(context).categories().list.filter((child) => child.parent_id === c.id).sort((a, b) => a.position - b.position),
  // Magento's children_count counts the whole subtree, as a string.
  children_count: (c: CategoryRecord, _args: unknown, context: GraphQLContext): string =>
    String(catalogLoaders(context).categories().list.filter((other) => other.path.startsWith(`${c.path}/`)).length),
  // Ancestors below the store root, top first; null for a top-level category, as Magento answers.
  breadcrumbs: (c: CategoryRecord, _args: unknown, context: GraphQLContext): unknown[] | null => {
    const { byId } = catalogLoaders(context).categories();
    const ancestors = c.path.split('/').map(Number).slice(0, -1).map((id) => byId.get(id))
      .filter((a): a is CategoryRecord => a !== undefined && a.level >= 2);
    return ancestors.length === 0 ? null : ancestors.map((a) => ({
      category_id: a.id, category_uid: encodeUid(a.id), category_level: a.level, category_name: a.name,
      category_url_key: a.url_key, category_url_path: a.url_path,
    }));
  },
  products: (c: CategoryRecord, args: { pageSize: number; currentPage: number; sort?: ProductAttributeSortInput | null }, context: GraphQLContext): unknown => {
    const result = findProducts(context, { filter: { category_id: { eq: String(c.id) } }, ...args });
    return { page: result.page, page_info: result.page_info, total_count: result.total_count };
  },
  build_your_sheet: (c: CategoryRecord): boolean => c.build_your_sheet === 1,
  deactivated_color_count: (c: CategoryRecord): number => (c.build_your_sheet === 1 ? c.out_of_stock_count : 0),
  build_your_sheet_notice: (c: CategoryRecord): string | null =>
    (c.build_your_sheet === 1 && c.out_of_stock_count > 0 ? c.notice : null),
  sheet: (c: CategoryRecord, _args: unknown, context: GraphQLContext): SheetRecord | null =>
    (c.build_your_sheet === 1 ? sheetForCategory(context.db, c.id) : null),
};

const sheetFields = {
  size: (s: SheetRecord): number => s.size,
  product: async (s: SheetRecord, _args: unknown, context: GraphQLContext): Promise<unknown> =>
    (await catalogLoaders(context).products.load(s.product_id)) ?? null,
};

export const categoryResolvers = {
  Query: { categories, categoryList },
  CategoryTree: categoryFields,
  BuildYourSheet: sheetFields,
  CategoryInterface: { __resolveType: (): string => 'CategoryTree' },
};
