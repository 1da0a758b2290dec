import { type EarlyRequest, withEarlyResponses } from '../../../../src/lib/early/earlyResponses';

// An early request is the app's request, sent sooner: when the backend never answers it, the app's
// request timeout must still end it (spec §8), as it ends a request of its own.

const URL_ = '/media/i18n/de_DE.json';

function windowWith(response: Promise<Response>) {
  const early: EarlyRequest[] = [{ url: URL_, store: 'de_de', currency: 'EUR', response }];
  const network = vi.fn(async () => new Response('{}'));
  return { win: { __spectraneEarly: early, fetch: network } as unknown as Window, network };
}

describe('withEarlyResponses', () => {
  it('an early request that never answers ends when the caller aborts, with its reason, as fetch does', async () => {
    const { win, network } = windowWith(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const outcome = withEarlyResponses(undefined, win)(URL_, { signal: controller.signal }).catch((error: unknown) => error);
    const reason = Object.assign(new Error('No answer within 30000 ms'), { name: 'TimeoutError' });
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    expect(network).not.toHaveBeenCalled();
  });

  it('an already aborted signal ends it at once', async () => {
    const { win } = windowWith(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    controller.abort();
    await expect(withEarlyResponses(undefined, win)(URL_, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an early answer is handed over when nothing aborts', async () => {
    const { win, network } = windowWith(Promise.resolve(new Response('{"global.fetch":"Lädt"}')));
    const response = await withEarlyResponses(undefined, win)(URL_, { signal: new AbortController().signal });
    expect(await response.json()).toEqual({ 'global.fetch': 'Lädt' });
    expect(network).not.toHaveBeenCalled();
  });
});
