import { requestCurrency } from '../../shared/store/currencyChoice';
import { resolveRoute, type RouteId } from '../../shared/store/routeTable';
import { GET_STORE_VIEW_TWIN, GET_SWITCH_ROUTE } from './storeViews.gql';
import type { Store } from '../../shared/store/stores';
import type { ApolloClient } from '@apollo/client';

// Spec §1 multi-store: switching store view keeps the shopper on the equivalent page where there is
// one, else the target's home. App pages have the same path in every store view; the blog lists sit
// under each store's own segment; catalogue and CMS pages have their own URL keys per store view, so
// the thing the URL shows is looked up in the target view (Store header of that view, no cache).

/** Pages whose path is the same in every store view (the search keeps its query). */
const SAME_PATH: ReadonlySet<RouteId> = new Set<RouteId>([
  'home', 'cart', 'login', 'createAccount', 'forgotPassword', 'account', 'search', 'events', 'event',
  'colorFinder', 'color', 'colorSystems', 'connect',
]);
const BLOG: ReadonlySet<RouteId> = new Set<RouteId>(['blog', 'articles', 'articleCategory', 'article']);

/** The catalogue or CMS page a URL shows, in the target store view: its path there, or null. */
async function catalogueTwin(client: ApolloClient, path: string, target: Store): Promise<string | null> {
  const url = path.replace(/^\//, '');
  if (!url) return null;
  const { data: here } = await client.query({ query: GET_SWITCH_ROUTE, variables: { url }, context: { silent: true } });
  const route = here?.route;
  if (!route) return null;
  const sku = route.__typename !== 'CmsPage' && 'sku' in route ? route.sku ?? '' : '';
  const uid = route.__typename !== 'CmsPage' && 'uid' in route ? route.uid : '';
  const identifier = route.__typename === 'CmsPage' ? route.identifier ?? '' : '';
  const product = route.type === 'PRODUCT' && Boolean(sku);
  const category = route.type === 'CATEGORY' && Boolean(uid);
  const page = route.type === 'CMS_PAGE' && Boolean(identifier);
  if (!product && !category && !page) return null;
  const { data } = await client.query({
    query: GET_STORE_VIEW_TWIN,
    variables: { sku, uid, identifier, product, category, page },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    context: { silent: true, storeView: { store: target.code, currency: requestCurrency(target.code) } },
  });
  const item = product ? data?.products?.items?.[0] : null;
  if (item?.url_key) return `/${item.url_key}${item.url_suffix ?? ''}`;
  const categoryItem = category ? data?.categories?.items?.[0] : null;
  if (categoryItem?.url_path) return `/${categoryItem.url_path}${categoryItem.url_suffix ?? ''}`;
  const cms = page ? data?.cmsPage : null;
  if (cms?.url_key) return `/${cms.url_key}`;
  return null;
}

/**
 * The URL (path, with the target's prefix) of the page equivalent to `path` (inside the current store,
 * without its prefix) in the target store view; the target's home when there is none or it cannot be
 * found (a failed look-up never blocks the switch).
 */
export async function equivalentPath(client: ApolloClient, path: string, search: string, from: Store, target: Store): Promise<string> {
  const home = `${target.prefix}/`;
  const { id } = resolveRoute(path, from);
  if (SAME_PATH.has(id)) return id === 'home' ? home : `${target.prefix}${path}${id === 'search' ? search : ''}`;
  if (BLOG.has(id)) return `${target.prefix}/${target.blogSegments[0] ?? 'articles'}`;
  if (id !== 'fallback') return home;
  try {
    const twin = await catalogueTwin(client, path, target);
    return twin ? `${target.prefix}${twin}` : home;
  } catch {
    return home;
  }
}
