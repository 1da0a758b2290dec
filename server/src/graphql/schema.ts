import fs from 'node:fs';
import path from 'node:path';
import { buildASTSchema, concatAST, type DocumentNode, type GraphQLSchema, parse } from 'graphql';
import { schemaDir } from '../paths';
import type { BackendProfile } from '../profile';

export const magentoSchemaFile = path.join(schemaDir, 'magento.graphql');
export const brandSchemaFile = path.join(schemaDir, 'brand-extensions.graphql');

/** The backend's SDL: Magento's subset first, then (full profile) the brand extensions that extend it. */
export const loadTypeDefs = (profile: BackendProfile = 'full'): DocumentNode[] =>
  (profile === 'stock' ? [magentoSchemaFile] : [magentoSchemaFile, brandSchemaFile])
    .map((file) => parse(fs.readFileSync(file, 'utf8')));

/** The schema without resolvers, for validating documents and comparing with Magento's. */
export const buildBackendSchema = (profile: BackendProfile = 'full'): GraphQLSchema =>
  buildASTSchema(concatAST(loadTypeDefs(profile)));
