import type { ProductDetail, RouteEntity } from './catalogTypes';
import type { GetProductOptionsQuery } from '../../lib/graphql/generated';

/**
 * Whether a path may name a product, so that its options are asked for alongside its route (both
 * queries go out together; a category URL, which shares the suffix, answers the options query with
 * its __typename alone).
 */
export function mayBeProductPath(path: string, productUrlSuffix: string): boolean {
  const bare = path.replace(/^\/+/, '');
  return bare !== '' && (productUrlSuffix === '' || bare.endsWith(productUrlSuffix));
}

/**
 * A product's route answer with its options (the two halves of one product): null when the options
 * answer is not that product's (another type, or none).
 */
export function withOptions(entity: RouteEntity, options: GetProductOptionsQuery['route'] | undefined): ProductDetail | null {
  if (!options || !('uid' in options) || !('uid' in entity) || options.__typename !== entity.__typename || options.uid !== entity.uid) return null;
  // Same __typename and uid: the intersection of the two halves is the product's ProductDetail member.
  return { ...entity, ...options } as ProductDetail;
}
