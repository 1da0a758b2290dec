import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageDisabled, ApolloServerPluginSchemaReportingDisabled, ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { type ErrorRequestHandler, json, type Request, type RequestHandler, Router } from 'express';
import { bodyErrorType, clientErrorStatus } from '../http/clientErrors';
import { customerIdForToken } from '../repositories/customer/tokens';
import { errorBody } from './errors';
import { formatMagentoError } from './formatError';
import { magentoHttpStatusPlugin } from './httpStatusPlugin';
import { privateResponsePlugin } from './privateResponsePlugin';
import { executableParts } from './profileSchema';
import { queryCostRule } from './queryCost';
import { queryGuard } from './queryGuard';
import { recaptchaPlugin } from './recaptchaPlugin';
import { requestLimitsPlugin } from './requestLimitsPlugin';
import { magentoRequestValidation, scopeOf } from './requestScope';
import { serverTimingPlugin } from './serverTimingPlugin';
import { translationPlugin } from './translatedMessages';
import type { GraphQLContext } from './context';
import type { BackendProfile } from '../profile';
import type { SecurityLimits } from '../security/limits';
import type { Database } from 'better-sqlite3';

export interface GraphQLOptions {
  /** `full`: Magento with the brand module; `stock`: Magento's schema alone. */
  profile: BackendProfile;
  limits: SecurityLimits;
  /** The public base URL for links in mail (see GraphQLContext.baseUrl); read per request, as serve learns its port late. */
  baseUrl: () => string;
  /** The card gateway's hosted fields page, for StoreConfig.card_payment (GraphQLContext.cardGatewayUrl). */
  cardGatewayUrl?: string | null;
}

export interface GraphQLHandler {
  router: Router;
  stop: () => Promise<void>;
}

const bearerToken = (req: Request): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '');
  return match?.[1] ?? null;
};

// Body-parser failures as Magento answers them (GraphQl::getDataFromRequest); any other fault masked, in Magento shape.
const requestErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = bodyErrorType(error);
  if (res.headersSent) {
    next(error);
  } else if (type === 'entity.parse.failed') {
    res.status(400).json(errorBody('Unable to parse the request.', 'graphql'));
  } else if (type === 'entity.too.large') {
    res.status(200).json(errorBody('Request body is too large.', 'graphql-input'));
  } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    res.status(415).json(errorBody(type === 'encoding.unsupported' ? 'Unsupported content encoding.' : 'Unsupported charset.', 'graphql'));
  } else if (clientErrorStatus(error) !== null) {
    // A body that does not decode (corrupt gzip, aborted upload…): the client's fault, not logged.
    res.status(400).json(errorBody('Unable to parse the request.', 'graphql'));
  } else {
    console.error('[graphql] unexpected error', error);
    res.status(500).json(errorBody('Internal server error', 'internal'));
  }
};

// Apollo's Express integration insists on req.body; a GET has none.
const ensureBody: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

/**
 * /graphql: Magento's request validation, then Apollo Server. Introspection stays on (Magento allows
 * it); the landing page is off (a browser GET gets a Magento-shaped error, not a sandbox from a CDN).
 * The profile picks the schema: `stock` serves Magento's part alone, so a brand name fails validation
 * as it would on a stock Magento.
 */
export async function createGraphQLHandler(db: Database, options: GraphQLOptions): Promise<GraphQLHandler> {
  const server = new ApolloServer<GraphQLContext>({
    ...executableParts(options.profile),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatMagentoError,
    // GET queries pass with the Store header our storefront always sends (or any JSON content type);
    // POST is already limited to application/json by the validation below.
    csrfPrevention: { requestHeaders: ['store', 'content-currency', 'authorization', 'x-apollo-operation-name', 'apollo-require-preflight'] },
    // Magento has no automatic persisted queries; the storefront must not come to rely on them here.
    persistedQueries: false,
    // Magento's QueryComplexityLimiter (depth, complexity); the field and alias counts run before parsing (queryGuard).
    validationRules: [queryCostRule(options.limits)],
    // A local backend never reports to Apollo's cloud, even if APOLLO_KEY happens to be set.
    plugins: [
      ApolloServerPluginLandingPageDisabled(), ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(), requestLimitsPlugin(options.limits), translationPlugin, magentoHttpStatusPlugin, serverTimingPlugin,
      privateResponsePlugin, recaptchaPlugin,
    ],
  });
  await server.start();

  const router = Router();
  router.use(json({ limit: '1mb' }), queryGuard(options.limits), magentoRequestValidation(db), ensureBody);
  router.use(expressMiddleware(server, {
    context: async ({ req }): Promise<GraphQLContext> => {
      const scope = scopeOf(req);
      if (!scope) throw new Error('GraphQL request reached Apollo without a validated store');
      const token = bearerToken(req);
      return {
        db,
        profile: options.profile,
        store: scope.store,
        currencyCode: scope.currencyCode,
        token,
        customerId: token ? customerIdForToken(db, token, scope.store.websiteCode) : null,
        // The scheme a trusted proxy (the TLS front, nginx beside the app) saw; the host is the request's own Host,
        // never X-Forwarded-Host, which a proxy that passes client headers on would let a client choose.
        origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        baseUrl: options.baseUrl(),
        cardGatewayUrl: options.cardGatewayUrl ?? null,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        limits: options.limits,
      };
    },
  }));
  router.use(requestErrors);
  return { router, stop: () => server.stop() };
}
