// A GraphQL client as an API client (or a test's setup) uses the store: plain fetch, Magento's headers.

/** The sample customers' password, and the one the helpers give new customers. */
export const PASSWORD = 'Spectrane#2024';

/** A GraphQL call as an API client makes it; rejects with the errors' messages. */
export async function api<T>(
  base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
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
  try {
    await api(base, store, query, variables, token);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('The call was expected to fail.');
}
