import { gql } from '@apollo/client';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { networkErrorMessage, REQUEST_TIMEOUT_MS } from '../../../../src/lib/graphql/requestTimeout';
import { jsonResponse } from '../../helpers/fetchMock';
import type { AppNotification } from '../../../../src/lib/notify/notifier';

const QUERY = gql`
  query GetThing {
    thing {
      name
    }
  }
`;
const MUTATION = gql`
  mutation SaveThing {
    saveThing
  }
`;

/**
 * A backend that never answers. Like the browser's fetch, the request only ends when its signal
 * aborts, rejecting with the signal's reason; `answer` makes it answer instead.
 */
function backend(answer?: () => Response) {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal;
    if (signal) signals.push(signal);
    if (answer) return Promise.resolve(answer());
    return new Promise<Response>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
  const notes: AppNotification[] = [];
  const client = createApolloClient({
    fetch,
    notify: (note) => notes.push(note),
    getStoreCode: () => 'na_us',
    getCurrencyCode: () => 'USD',
    getToken: () => undefined,
  });
  return { client, notes, signals, fetch };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the GraphQL client with a backend that never answers (spec §8)', () => {
  it('gives a mutation up after REQUEST_TIMEOUT_MS: the request is aborted and the timeout message shown', async () => {
    const { client, notes, signals } = backend();
    const outcome = client.mutate({ mutation: MUTATION }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    expect(notes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
    expect(signals[0]?.aborted).toBe(true);
    expect(notes).toEqual([{ type: 'error', messageId: 'notification.timeout' }]);
  });

  it('gives a query (GET) up the same way', async () => {
    const { client, notes } = backend();
    const outcome = client.query({ query: QUERY }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
    expect(notes).toEqual([{ type: 'error', messageId: 'notification.timeout' }]);
  });

  it("a request aborted by the caller's signal fails as 'Request aborted'", async () => {
    const { client, notes, signals } = backend();
    const controller = new AbortController();
    const outcome = client.query({ query: QUERY, context: { fetchOptions: { signal: controller.signal } } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(signals[0]?.aborted).toBe(true);
    expect(notes).toEqual([{ type: 'error', messageId: 'notification.requestAborted' }]);
  });

  it('a silent call gets the timeout as its error and raises no notification (its screen says it)', async () => {
    const { client, notes } = backend();
    const outcome = client.mutate({ mutation: MUTATION, context: { silent: true } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(networkErrorMessage(await outcome)).toBe('notification.timeout');
    expect(notes).toEqual([]);
  });

  it('an answer in time leaves no deadline behind: nothing is aborted or announced later', async () => {
    const { client, notes, signals } = backend(() => jsonResponse({ data: { saveThing: true } }));
    const { data } = await client.mutate({ mutation: MUTATION });
    expect(data).toEqual({ saveThing: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(signals[0]?.aborted).toBe(false);
    expect(notes).toEqual([]);
  });

  it('names each failure with its spec message', () => {
    expect(networkErrorMessage(Object.assign(new Error('late'), { name: 'TimeoutError' }))).toBe('notification.timeout');
    expect(networkErrorMessage(new DOMException('The user aborted a request.', 'AbortError'))).toBe('notification.requestAborted');
    expect(networkErrorMessage(new TypeError('Failed to fetch'))).toBe('notification.networkError');
    expect(networkErrorMessage('offline')).toBe('notification.networkError');
  });
});
