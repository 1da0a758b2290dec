import { documentForTarget } from './documentForTarget';
import { loadTargetSchema, storefrontSchema } from './schemas';
import type { DocumentNode, GraphQLSchema } from 'graphql';

/** A compiled document as babel-plugin-graphql-tag writes it into the bundle. */
interface CompiledDocument {
  kind: DocumentNode['kind'];
  definitions: DocumentNode['definitions'];
  /** Marks a @brand document the target cannot answer; TargetDocumentsPlugin fails a bundle that keeps one. */
  unavailableOnTarget?: string;
}

/**
 * babel-plugin-graphql-tag's `transform` (babel.config.js): each gql template as the target backend
 * (the SDL file written by webpack.config.js, COMMERCE_SCHEMA_FILE) receives it, without its loc.
 */
export function targetDocumentTransform(targetFile: string | undefined): (source: string, document: DocumentNode) => CompiledDocument {
  let schemas: { storefront: GraphQLSchema; target: GraphQLSchema } | undefined;
  return (_source, document) => {
    schemas ??= { storefront: storefrontSchema(), target: loadTargetSchema(targetFile) };
    const shipped = documentForTarget(document, schemas.storefront, schemas.target);
    const compiled: CompiledDocument = { kind: shipped.document.kind, definitions: shipped.document.definitions };
    return shipped.unavailable ? { ...compiled, unavailableOnTarget: shipped.unavailable } : compiled;
  };
}
