import { presentItems } from '../../../lib/graphql/present';
import { categoryCrumbs } from '../category/categoryCrumbs';
import type { Crumb } from '../../../components/Breadcrumbs';
import type { CategoryRef, ProductDetail } from '../catalogTypes';

/** The deepest category of the product: its most specific place in the catalogue. */
export function mainCategory(categories: readonly (CategoryRef | null)[] | null | undefined): CategoryRef | null {
  const depth = (c: CategoryRef) => (c.url_path ?? '').split('/').length;
  return presentItems(categories).filter((c) => c.url_path).sort((a, b) => depth(b) - depth(a))[0] ?? null;
}

/** Home → the product's category path → the product. */
export function productCrumbs(homeLabel: string, product: ProductDetail, categorySuffix: string): Crumb[] {
  const category = mainCategory(product.categories);
  const trail = category ? [...presentItems(category.breadcrumbs), { category_uid: category.uid, category_name: category.name, category_url_path: category.url_path }] : [];
  return categoryCrumbs(homeLabel, trail, product.name, categorySuffix);
}
