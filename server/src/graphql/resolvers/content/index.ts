import { articleResolvers } from './articles';
import { colorSystemResolvers } from './colorSystems';
import { eventResolvers } from './events';

/** The brand's own content: articles, events and colour systems (brand-extensions.graphql). */
export const contentResolvers = {
  Query: { ...articleResolvers.Query, ...eventResolvers.Query, ...colorSystemResolvers.Query },
  Types: {},
};
