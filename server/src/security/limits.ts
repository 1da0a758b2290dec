/**
 * The embedded backend's abuse limits, with Magento's defaults where Magento has the setting (its config path
 * beside each). Every value can be changed with the environment variable named in ENV_NAMES (README "Security"),
 * or per server with AppOptions.limits (tests).
 */
export interface SecurityLimits {
  /** Magento\Framework\GraphQl\Query\QueryComplexityLimiter queryDepth (GraphQl/etc/di.xml). */
  queryDepth: number;
  /**
   * QueryComplexityLimiter queryComplexity: fields in the document, and fields with fragments expanded (Magento's
   * default, 300: every storefront document keeps under it, server/test/security-graphql.test.ts).
   */
  queryComplexity: number;
  /** graphql/validation/maximum_alias_allowed. */
  maxAliases: number;
  /** Items of one list in a request's arguments (a cart mutation's items): Magento's webapi complex_array_limit idea. */
  maxInputListItems: number;
  /** Wall time one GraphQL request may spend resolving; fields after it fail (no Magento setting: PHP's max_execution_time). */
  requestTimeBudgetMs: number;
  /** customer/password/lockout_failures: wrong passwords (sign-in or confirmation) that lock an account… */
  lockoutFailures: number;
  /** customer/password/lockout_threshold: …within this many minutes, and for this many minutes. */
  lockoutMinutes: number;
  /** oauth/authentication_lock/max_failures_count: failed generateCustomerToken per e-mail before it is refused… */
  tokenFailures: number;
  /** oauth/authentication_lock/timeout (1800 s): …for this many minutes after the last failure. */
  tokenLockMinutes: number;
  /** Failed sign-ins from one client address (no Magento setting): credential stuffing across accounts. */
  clientSignInFailures: number;
  clientSignInMinutes: number;
  /** customer/password/max_number_password_reset_requests (per hour, by IP and e-mail). */
  passwordResetsPerHour: number;
  /** customer/password/min_time_between_password_reset_requests (minutes, by IP and e-mail). */
  passwordResetMinMinutes: number;
  /** sendfriend/email/max_recipients. */
  sendFriendMaxRecipients: number;
  /** sendfriend/email/max_per_hour (per client address, or per customer when signed in). */
  sendFriendPerHour: number;
  /** catalog/search/max_query_length: longer search text is cut to it. */
  searchMaxQueryLength: number;
}

export const defaultLimits: Readonly<SecurityLimits> = {
  queryDepth: 20,
  queryComplexity: 300,
  maxAliases: 10,
  maxInputListItems: 100,
  requestTimeBudgetMs: 10_000,
  lockoutFailures: 10,
  lockoutMinutes: 10,
  tokenFailures: 6,
  tokenLockMinutes: 30,
  clientSignInFailures: 30,
  clientSignInMinutes: 10,
  passwordResetsPerHour: 5,
  passwordResetMinMinutes: 10,
  sendFriendMaxRecipients: 5,
  sendFriendPerHour: 5,
  searchMaxQueryLength: 128,
};

/** The environment variable of each limit. */
export const ENV_NAMES: Readonly<Record<keyof SecurityLimits, string>> = {
  queryDepth: 'GRAPHQL_MAX_QUERY_DEPTH',
  queryComplexity: 'GRAPHQL_MAX_QUERY_COMPLEXITY',
  maxAliases: 'GRAPHQL_MAX_ALIASES',
  maxInputListItems: 'GRAPHQL_MAX_INPUT_LIST_ITEMS',
  requestTimeBudgetMs: 'GRAPHQL_TIME_BUDGET_MS',
  lockoutFailures: 'CUSTOMER_LOCKOUT_FAILURES',
  lockoutMinutes: 'CUSTOMER_LOCKOUT_MINUTES',
  tokenFailures: 'CUSTOMER_TOKEN_MAX_FAILURES',
  tokenLockMinutes: 'CUSTOMER_TOKEN_LOCK_MINUTES',
  clientSignInFailures: 'SIGNIN_CLIENT_MAX_FAILURES',
  clientSignInMinutes: 'SIGNIN_CLIENT_MINUTES',
  passwordResetsPerHour: 'PASSWORD_RESET_MAX_PER_HOUR',
  passwordResetMinMinutes: 'PASSWORD_RESET_MIN_MINUTES',
  sendFriendMaxRecipients: 'SENDFRIEND_MAX_RECIPIENTS',
  sendFriendPerHour: 'SENDFRIEND_MAX_PER_HOUR',
  searchMaxQueryLength: 'SEARCH_MAX_QUERY_LENGTH',
};

/** The limits set in `env`; a value that is not a whole number ≥ 0 stops the start rather than being ignored. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<SecurityLimits> {
  const limits: Partial<SecurityLimits> = {};
  for (const key of Object.keys(ENV_NAMES) as Array<keyof SecurityLimits>) {
    const text = env[ENV_NAMES[key]]?.trim();
    if (!text) continue;
    if (!/^\d+$/.test(text)) throw new Error(`${ENV_NAMES[key]} must be a whole number, not "${text}".`);
    limits[key] = Number(text);
  }
  return limits;
}

export const resolveLimits = (overrides: Partial<SecurityLimits> = {}): SecurityLimits => ({ ...defaultLimits, ...overrides });
