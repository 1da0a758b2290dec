// A GraphQL client as an API client (or a test's setup) uses the store: plain fetch, Magento's headers.

/** The sample customers' password, and the one the helpers give new customers. */
export const PASSWORD = 'Spectrane#2024';

/** What a call sends besides the store, the query and the token. */
export interface CallOptions {
  /** More request headers (Content-Currency, …). */
  headers?: Record<string, string>;
  /** GET puts the query (and any variables) in the URL, as the storefront's cacheable queries go; POST by default. */
  method?: 'GET' | 'POST';
}

/** The backend's whole answer to one call: HTTP status, data and errors as sent. */
export interface GraphqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { category?: string } }>;
}

/** One GraphQL call as an API client makes it, the answer unjudged (for tests about errors and status). */
export async function graphql<T>(
  base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string, { headers = {}, method = 'POST' }: CallOptions = {},
): Promise<GraphqlAnswer<T>> {
  const sent = { Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers };
  const vars = Object.keys(variables).length ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : '';
  const response = method === 'GET'
    ? await fetch(`${base}/graphql?query=${encodeURIComponent(query)}${vars}`, { headers: sent })
    : await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...sent }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
  return { status: response.status, ...body };
}

/** A GraphQL call that must succeed: its data; rejects with the errors' messages. */
export async function api<T>(
  base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string, options: CallOptions = {},
): Promise<T> {
  const { data, errors } = await graphql<T>(base, store, query, variables, token, options);
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  return data as T;
}

export const uniqueEmail = (what: string): string => `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function createCustomer(base: string, store: string, email: string, extra: Record<string, unknown> = {}): Promise<void> {
  await api(base, store, 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Sam', lastname: 'Shopper', email, password: PASSWORD, ...extra },
  });
}

export async function tokenOf(base: string, store: string, email: string, password: string = PASSWORD): Promise<string> {
  const data = await api<{ generateCustomerToken: { token: string } }>(base, store,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: password });
  return data.generateCustomerToken.token;
}

/** The backend's own answer to a call that must fail (its wording, whichever branch set it). */
export async function apiError(base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<string> {
  const { errors } = await graphql(base, store, query, variables, token);
  if (!errors?.length) throw new Error('The call was expected to fail.');
  return errors.map((e) => e.message).join('; ');
}
