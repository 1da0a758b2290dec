import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema, buildSchema, type DocumentNode, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery, printSchema,
} from 'graphql';
import { BRAND_DIRECTIVE_SDL } from './brandDirective';
import { documentForTarget } from './documentForTarget';

// Build time only. The storefront's documents are written against the storefront schema: Magento
// 2.4.8 (the part the embedded backend serves) plus the brand module's contract. A build targets one
// backend schema (COMMERCE_SCHEMA) and ships each document as that backend can answer it.

const root = path.resolve(__dirname, '../../..');
const schemaDir = path.join(root, 'server/src/graphql/schema');

/** Magento 2.4.8's names and types, as the embedded backend serves them (its stock profile). */
export const MAGENTO_SCHEMA_FILE = path.join(schemaDir, 'magento.graphql');
/** The brand module's contract: everything beyond Magento. */
export const BRAND_SCHEMA_FILE = path.join(schemaDir, 'brand-extensions.graphql');

/** Magento plus the brand extensions, as one SDL text (the default target, the embedded backend). */
export function storefrontSdl(): string {
  return [MAGENTO_SCHEMA_FILE, BRAND_SCHEMA_FILE].map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

/** The schema the documents are written against, with the @brand marker declared. */
export function storefrontSchema(): GraphQLSchema {
  return buildSchema(`${storefrontSdl()}\n${BRAND_DIRECTIVE_SDL}\n`);
}

export interface TargetSchema {
  /** What COMMERCE_SCHEMA named (a file or a URL), or 'storefront (embedded backend)'. */
  label: string;
  sdl: string;
}

async function introspect(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery({ inputValueDeprecation: true }) }),
  });
  if (!response.ok) throw new Error(`COMMERCE_SCHEMA: ${url} answered HTTP ${response.status} to introspection.`);
  const body = await response.json() as { data?: IntrospectionQuery; errors?: { message: string }[] };
  if (!body.data) {
    const reasons = (body.errors ?? []).map((e) => e.message).join('; ');
    throw new Error(`COMMERCE_SCHEMA: ${url} refused introspection (${reasons || 'no data'}); give its SDL file instead.`);
  }
  return printSchema(buildClientSchema(body.data));
}

function readSchemaFile(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.json')) return text;
  const parsed = JSON.parse(text) as { data?: IntrospectionQuery } & Partial<IntrospectionQuery>;
  const introspection = parsed.data ?? (parsed as IntrospectionQuery);
  return printSchema(buildClientSchema(introspection));
}

/**
 * The backend schema a build targets: COMMERCE_SCHEMA names an SDL file (.graphql, .graphqls), an
 * introspection result (.json) or a GraphQL endpoint (http/https URL, introspected once at build time).
 * Unset: the embedded backend's whole schema.
 */
export async function resolveTargetSchema(spec = process.env.COMMERCE_SCHEMA): Promise<TargetSchema> {
  if (!spec) return { label: 'storefront (embedded backend)', sdl: storefrontSdl() };
  if (/^https?:\/\//i.test(spec)) return { label: spec, sdl: await introspect(spec) };
  const file = path.resolve(root, spec);
  if (!fs.existsSync(file)) throw new Error(`COMMERCE_SCHEMA: no file ${file}.`);
  return { label: path.relative(root, file) || file, sdl: readSchemaFile(file) };
}

/**
 * Writes the target's SDL where the Babel plugin (babel.config.js, which cannot wait for a URL) reads
 * it; named by its content, so Babel's cache keeps builds of different targets apart.
 */
export function writeTargetSchema(target: TargetSchema): string {
  const hash = crypto.createHash('sha256').update(target.sdl).digest('hex').slice(0, 16);
  const dir = path.join(root, 'node_modules/.cache/commerce-schema');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${hash}.graphql`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, target.sdl);
  return file;
}

/** The target schema a file from writeTargetSchema holds; the storefront schema when none is named. */
export function loadTargetSchema(file: string | undefined): GraphQLSchema {
  return buildSchema(file ? fs.readFileSync(file, 'utf8') : storefrontSdl(), { assumeValidSDL: true });
}

/** A document as `target` receives it (for code that sends documents at build time: the early operations). */
export function shipDocumentTo(target: GraphQLSchema, storefront = storefrontSchema()): (document: DocumentNode) => DocumentNode {
  return (document) => documentForTarget(document, storefront, target).document;
}
