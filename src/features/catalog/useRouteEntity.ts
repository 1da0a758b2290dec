import { useQuery } from '@apollo/client/react';
import { RESOLVE_ROUTE } from './route.gql';
import type { RouteEntity } from './catalogTypes';

export type ResolvedPage =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; relativeUrl: string }
  | { kind: 'entity'; entity: RouteEntity };

/** What a store-relative path is: the backend's route query (spec §2.2 "any other path"). */
export function useRouteEntity(path: string): ResolvedPage {
  const { data, error, loading } = useQuery(RESOLVE_ROUTE, { variables: { url: path } });
  if (loading && !data) return { kind: 'loading' };
  if (error && !data) return { kind: 'error' };
  const entity = data?.route ?? null;
  if (!entity) return { kind: 'notFound' };
  if ((entity.redirect_code === 301 || entity.redirect_code === 302) && entity.relative_url) {
    return { kind: 'redirect', relativeUrl: entity.relative_url };
  }
  return { kind: 'entity', entity };
}
