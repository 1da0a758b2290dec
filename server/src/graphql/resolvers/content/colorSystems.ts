import { encodeUid } from '../../../lib/uid';
import { type ColorSystemRecord, listColorSystems } from '../../../repositories/content/colorSystems';
import { catalogLoaders } from '../catalog/loaders';
import { contentImage } from './images';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const systemOutput = (context: GraphQLContext, system: ColorSystemRecord): unknown => ({
  ...system,
  uid: encodeUid(system.id),
  relative_url: `color-systems/${system.url_key}`,
  image: contentImage(context, system.image, system.name),
  category: system.category_id === null ? null : catalogLoaders(context).categories().byId.get(system.category_id) ?? null,
});

const colorSystems: Resolver = (_parent, _args, context) =>
  listColorSystems(context.db, context.store.code).map((system) => systemOutput(context, system));

const colorSystem: Resolver<{ url_key: string }> = (_parent, { url_key: urlKey }, context) => {
  const found = listColorSystems(context.db, context.store.code).find((system) => system.url_key === urlKey);
  return found ? systemOutput(context, found) : null;
};

export const colorSystemResolvers = {
  Query: { colorSystems, colorSystem },
};
