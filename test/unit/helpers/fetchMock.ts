import { vi } from 'vitest';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  operationName: string | null;
  query: string | null;
  variables: Record<string, unknown>;
}

type GraphQLReply = { data?: unknown; errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }> } | Error;
type Handler = (request: RecordedRequest) => GraphQLReply | Response;

/** Reads a GraphQL request the way a server would, for GET and POST alike. */
export async function readRequest(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers);
  if (method === 'GET') {
    const variables = url.searchParams.get('variables');
    return {
      url,
      method,
      headers,
      operationName: url.searchParams.get('operationName'),
      query: url.searchParams.get('query'),
      variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
    };
  }
  const body = JSON.parse(String(init?.body ?? '{}')) as {
    operationName?: string;
    query?: string;
    variables?: Record<string, unknown>;
  };
  return { url, method, headers, operationName: body.operationName ?? null, query: body.query ?? null, variables: body.variables ?? {} };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch for tests: GraphQL operations answered by name, other URLs by path. Unknown requests
 * are 404s. Every GraphQL request is recorded.
 */
export function createFetchMock(graphql: Record<string, Handler>, paths: Record<string, () => Response> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input, init);
    if (request.url.pathname !== '/graphql') {
      const handler = paths[request.url.pathname];
      return handler ? handler() : new Response('not found', { status: 404 });
    }
    requests.push(request);
    const handler = request.operationName ? graphql[request.operationName] : undefined;
    if (!handler) return jsonResponse({ errors: [{ message: `No mock for ${String(request.operationName)}` }] });
    const reply = handler(request);
    if (reply instanceof Response) return reply;
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply);
  });
  return { fetch: fetchMock as unknown as typeof fetch, requests, mock: fetchMock };
}
