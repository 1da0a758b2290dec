import fs from 'node:fs';
import path from 'node:path';
import { buildASTSchema, concatAST, type DocumentNode, type GraphQLSchema, parse } from 'graphql';
import { schemaDir } from '../paths';

export const magentoSchemaFile = path.join(schemaDir, 'magento.graphql');
export const brandSchemaFile = path.join(schemaDir, 'brand-extensions.graphql');

/** The backend's SDL: Magento's subset first, then the brand extensions that extend it. */
export const loadTypeDefs = (): DocumentNode[] =>
  [magentoSchemaFile, brandSchemaFile].map((file) => parse(fs.readFileSync(file, 'utf8')));

/** The schema without resolvers, for validating documents and comparing with Magento's. */
export const buildBackendSchema = (): GraphQLSchema => buildASTSchema(concatAST(loadTypeDefs()));
