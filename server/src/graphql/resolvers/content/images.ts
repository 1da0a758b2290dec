import { imageSizes } from '../../../repositories/content/contentImages';
import { mediaUrl } from '../catalog/catalogConfig';
import type { GraphQLContext } from '../../context';

/** A ContentImage for a generated image path, with the size the media router draws it at. */
export const contentImage = (context: GraphQLContext, path: string | null, label: string): unknown => {
  if (!path) return null;
  const size = imageSizes(context.db, [path]).get(path);
  return size ? { url: mediaUrl(context.origin, path), label, width: size.width, height: size.height } : null;
};
