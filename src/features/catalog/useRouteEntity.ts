import { useQuery } from '@apollo/client/react';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { mayBeProductPath, withOptions } from './productOptions';
import { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from './route.gql';
import { routePage } from './routePage';
import type { ProductDetail, RouteEntity } from './catalogTypes';

export type ResolvedPage =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; relativeUrl: string }
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'entity'; entity: RouteEntity };

/**
 * What a store-relative path is: the backend's route query (spec §2.2 "any other path"), and for a
 * product its options, asked for in the same moment (route.gql.ts GET_PRODUCT_OPTIONS).
 */
export function useRouteEntity(path: string): ResolvedPage {
  const { config } = useCatalogConfig();
  const { data, error, loading } = useQuery(RESOLVE_ROUTE, { variables: { url: path } });
  // With the route for a product-like path; else once the route says it is a product.
  const wanted = mayBeProductPath(path, config.productUrlSuffix) || routePage(data?.route) === 'product';
  const options = useQuery(GET_PRODUCT_OPTIONS, { variables: { url: path }, skip: !wanted });
  if (loading && !data) return { kind: 'loading' };
  if (error && !data) return { kind: 'error' };
  const entity = data?.route ?? null;
  if (!entity) return { kind: 'notFound' };
  if ((entity.redirect_code === 301 || entity.redirect_code === 302) && entity.relative_url) {
    return { kind: 'redirect', relativeUrl: entity.relative_url };
  }
  if (routePage(entity) !== 'product') return { kind: 'entity', entity };
  const product = withOptions(entity, options.data?.route);
  if (product) return { kind: 'product', product };
  if (options.error && !options.data) return { kind: 'error' };
  return { kind: 'loading' };
}
