import { type DocumentNode, type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { resolvers } from './resolvers';
import { buildBackendSchema, loadTypeDefs } from './schema';
import type { BackendProfile } from '../profile';

type ResolverMap = Record<string, object>;

/**
 * The resolvers the schema has types and fields for. Apollo refuses a resolver for a type or field the
 * schema lacks, and the stock profile's schema has no brand type or field: theirs are left out, so nothing
 * of the brand can run there. `__resolveType` and friends always stay with their type.
 */
export const resolversForSchema = (all: ResolverMap, schema: GraphQLSchema): ResolverMap =>
  Object.fromEntries(Object.entries(all).flatMap(([typeName, fields]): Array<[string, object]> => {
    const type = schema.getType(typeName);
    if (!type) return [];
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return [[typeName, fields]];
    const known = type.getFields();
    return [[typeName, Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith('__') || name in known))]];
  }));

/** What Apollo Server is built from for a profile: its SDL and the resolvers that schema can take. */
export const executableParts = (profile: BackendProfile): { typeDefs: DocumentNode[]; resolvers: ResolverMap } => ({
  typeDefs: loadTypeDefs(profile),
  resolvers: resolversForSchema(resolvers, buildBackendSchema(profile)),
});
