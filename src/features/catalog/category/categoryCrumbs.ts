import { presentItems } from '../../../lib/graphql/present';
import { categoryPath } from '../../../shared/catalog/catalogUrls';
import type { Crumb } from '../../../components/Breadcrumbs';
import type { Breadcrumb } from '../catalogTypes';

/** Home → the category's ancestors → the page itself (the last crumb, no link). */
export function categoryCrumbs(homeLabel: string, breadcrumbs: readonly (Breadcrumb | null)[] | null, current: string | null, suffix: string): Crumb[] {
  const ancestors = presentItems(breadcrumbs).map((b) => ({ label: b.category_name ?? '', to: categoryPath(b.category_url_path, suffix) }));
  return [{ label: homeLabel, to: '/' }, ...ancestors, ...(current ? [{ label: current }] : [])];
}
