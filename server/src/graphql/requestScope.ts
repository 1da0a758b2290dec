import { type DocumentNode, Kind, parse } from 'graphql';
import { findDefaultStore, findStore, type StoreRecord } from '../repositories/store/stores';
import { errorBody, type MagentoErrorCategory } from './errors';
import type { Database } from 'better-sqlite3';
import type { Request, RequestHandler } from 'express';

export interface RequestScope {
  store: StoreRecord;
  currencyCode: string;
}

// Typed hand-over from the validation middleware to the Apollo context function.
const scopes = new WeakMap<Request, RequestScope>();

export const scopeOf = (req: Request): RequestScope | undefined => scopes.get(req);

const header = (req: Request, name: string): string => (req.get(name) ?? '').trim();

const hasMutation = (query: string): boolean => {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return false; // Apollo answers the syntax error itself.
  }
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation');
};

/**
 * Magento's HttpRequestProcessor validators, run before GraphQL: content type, HTTP verb, `Store`
 * and `Content-Currency` headers, with Magento's messages. All answer HTTP 200 with graphql-input,
 * as Magento's controller does for GraphQlInputException — except the content type (415) and a
 * request without a query (400, the SyntaxError of parsing nothing).
 */
export const magentoRequestValidation = (db: Database): RequestHandler => (req, res, next) => {
  const fail = (status: number, message: string, category: MagentoErrorCategory = 'graphql-input'): void => {
    res.status(status).json(errorBody(message, category));
  };
  // The header alone decides, as in Magento (req.is() answers null for a request without a body).
  const mediaType = (req.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (req.method === 'POST' && mediaType !== 'application/json') {
    fail(415, 'Request content type must be application/json', 'graphql');
    return;
  }
  const query = req.query.query;
  if (req.method !== 'POST' && typeof query === 'string' && hasMutation(query)) {
    fail(200, 'Mutation requests allowed only for POST requests');
    return;
  }
  const storeCode = header(req, 'Store');
  // Magento accepts the literal "default" as the default store view's code.
  const store = storeCode && storeCode.toLowerCase() !== 'default' ? findStore(db, storeCode) : findDefaultStore(db);
  if (!store) {
    fail(200, 'Requested store is not found');
    return;
  }
  const currency = header(req, 'Content-Currency').toUpperCase();
  if (currency && !store.settings.allowed_currency_codes.includes(currency)) {
    fail(200, 'Please correct the target currency');
    return;
  }
  // No query at all: Magento parses '' and answers its SyntaxError with 400 (Apollo alone would say so in its words).
  const text: unknown = req.method === 'POST' ? (req.body as { query?: unknown } | undefined)?.query : req.query.query;
  if (text === undefined || text === null || text === '') {
    fail(400, 'Syntax Error: Unexpected <EOF>.', 'graphql');
    return;
  }
  scopes.set(req, { store, currencyCode: currency || store.settings.default_display_currency_code });
  next();
};
