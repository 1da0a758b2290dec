import { GraphQLError, Kind, Lexer, parse, Source, TokenKind, visit } from 'graphql';
import { errorBody } from './errors';
import type { SecurityLimits } from '../security/limits';
import type { Request, RequestHandler } from 'express';

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The deepest bracket nesting of a query text, by the lexer alone (iterative, so any depth is safe); null if it does not lex. */
export function bracketNesting(query: string): number | null {
  const lexer = new Lexer(new Source(query));
  let depth = 0;
  let deepest = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, depth += 1);
      else if (CLOSING.has(token.kind)) depth -= 1;
    }
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  return deepest;
}

/** Brackets a query of the allowed depth may still need beyond its selections (arguments, input objects, lists). */
const ARGUMENT_NESTING = 10;
/** With the depth limit off, parsing still must not recurse without end. */
const NESTING_CEILING = 256;

/**
 * What Magento checks before it validates a query (QueryComplexityLimiter::validateFieldCount and
 * validateAliasCount), with its messages, plus a lexical nesting check that keeps a pathologically deep query
 * from ever reaching the recursive parser (a depth of 8000 had answered "Maximum call stack size exceeded").
 * Null when the query passes (or does not parse: Apollo answers that).
 */
export function queryGuardProblem(query: string, limits: Pick<SecurityLimits, 'queryDepth' | 'queryComplexity' | 'maxAliases'>): string | null {
  const nesting = bracketNesting(query);
  if (nesting === null) return null;
  // `{ a { b } }` nests 2 and has depth 0 (queryCost.ts): depth is nesting less 2 when only selections nest.
  const ceiling = limits.queryDepth > 0 ? limits.queryDepth + 2 + ARGUMENT_NESTING : NESTING_CEILING;
  if (nesting > ceiling) return `Max query depth should be ${limits.queryDepth || NESTING_CEILING} but got ${nesting - 2}.`;
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return null;
  }
  let fields = 0;
  let aliases = 0;
  visit(document, {
    [Kind.FIELD]: (node) => {
      fields += 1;
      if (node.alias) aliases += 1;
    },
  });
  if (limits.queryComplexity > 0 && fields > limits.queryComplexity) {
    return `Max query complexity should be ${limits.queryComplexity} but got ${fields}.`;
  }
  if (limits.maxAliases > 0 && aliases > limits.maxAliases) return `Max Aliases in query should be ${limits.maxAliases} but got ${aliases}.`;
  return null;
}

const queryOf = (req: Request): unknown =>
  (req.method === 'POST' ? (req.body as { query?: unknown } | undefined)?.query : req.query.query);

/** The checks above, before anything else parses the query (GraphQlInputException: graphql-input, HTTP 200). */
export const queryGuard = (limits: SecurityLimits): RequestHandler => (req, res, next) => {
  const query = queryOf(req);
  const problem = typeof query === 'string' ? queryGuardProblem(query, limits) : null;
  if (problem) {
    res.status(200).json(errorBody(problem, 'graphql-input'));
    return;
  }
  next();
};
