import { presentItems } from '../../lib/graphql/present';
import type { GetMegaMenuQuery } from '../../lib/graphql/generated';

/** One entry of the mega menu: a category, its page (inside the store) and its menu children. */
export interface MenuNode {
  uid: string;
  name: string;
  path: string;
  children: MenuNode[];
}

interface CategoryLike {
  uid: string;
  name?: string | null;
  url_path?: string | null;
  url_suffix?: string | null;
  include_in_menu?: number | null;
  position?: number | null;
  children?: readonly (CategoryLike | null)[] | null;
}

/** A level of the tree as the menu shows it: categories in the menu (include_in_menu), by position. */
function level(list: readonly (CategoryLike | null)[] | null | undefined): MenuNode[] {
  return presentItems(list)
    .filter((category) => category.include_in_menu !== 0 && Boolean(category.name) && Boolean(category.url_path))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      path: `/${category.url_path ?? ''}${category.url_suffix ?? ''}`,
      children: level(category.children),
    }));
}

/** The menu's top level: the children of the store's root category. */
export function menuTree(data: GetMegaMenuQuery | undefined): MenuNode[] {
  return level(presentItems(data?.categories?.items)[0]?.children);
}
