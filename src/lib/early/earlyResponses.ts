// The app's side of the early requests (src/boot/earlyRequests.ts): the inlined early script leaves
// its requests on window.__spectraneEarly; the app's fetches take a response over when they ask for
// exactly the same thing (same URL, Store and Content-Currency). A request that does not match is
// simply sent again, so a mismatch only costs time, never data.

import { nextTask } from '../browser/nextTask';

export interface EarlyRequest {
  url: string;
  store: string;
  currency: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Requests sent by the inlined early script, waiting to be taken over by the app. */
    __spectraneEarly?: EarlyRequest[];
  }
}

/** Apollo's HttpLink sends a query this way as GET (query, operationName, variables): mirrored exactly. */
export function graphqlGetUrl(uri: string, query: string, variables: Record<string, unknown>): string {
  const operationName = /^query\s+(\w+)/.exec(query)?.[1] ?? '';
  const params = [`query=${encodeURIComponent(query)}`];
  if (operationName) params.push(`operationName=${encodeURIComponent(operationName)}`);
  params.push(`variables=${encodeURIComponent(JSON.stringify(variables))}`);
  return `${uri}?${params.join('&')}`;
}

/** The translation file of a locale (spec §7), as fetchMessages asks for it. */
export const messagesUrl = (locale: string) => `/media/i18n/${encodeURIComponent(locale)}.json`;

export const MESSAGES_REQUEST: RequestInit = {
  method: 'GET',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  credentials: 'same-origin',
  mode: 'cors',
};

function headerValue(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  return new Headers(headers).get(name);
}

/**
 * The early response for this request, if one was sent for exactly it and not taken yet (each is
 * taken once: a second identical request goes to the network).
 */
export function takeEarlyResponse(win: Window, url: string, init?: RequestInit): Promise<Response> | undefined {
  const requests = win.__spectraneEarly;
  if (!requests?.length || (init?.method && init.method !== 'GET')) return undefined;
  const index = requests.findIndex((request) => {
    if (request.url !== url) return false;
    if (!url.startsWith('/graphql')) return true;
    return headerValue(init?.headers, 'store') === request.store && headerValue(init?.headers, 'content-currency') === request.currency;
  });
  if (index < 0) return undefined;
  const [taken] = requests.splice(index, 1);
  return taken?.response;
}

/** The early answer, unless the caller gives up first (the client's request timeout): then its abort reason, as fetch does. */
function unlessAborted(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A fetch that first looks for an early response to the same request (`baseFetch`: the window's fetch
 * at call time). An early response is handed over in a later task, never in the asking one: the
 * answer is usually in already, and the caller's reading of it (Apollo's cache writes, the renders
 * they start) would otherwise run on in the same task as its asking (Apollo's preparation of the
 * query), one long task instead of two shorter ones.
 */
export function withEarlyResponses(baseFetch?: typeof fetch, win?: Window): typeof fetch {
  return (input, init) => {
    const target = win ?? window;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = takeEarlyResponse(target, url, init);
    if (early) return unlessAborted(early.then((response) => nextTask().then(() => response)), init?.signal);
    return baseFetch ? baseFetch(input, init) : target.fetch(input, init);
  };
}
