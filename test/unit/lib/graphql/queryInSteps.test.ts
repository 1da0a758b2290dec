import { RESOLVE_ROUTE } from '../../../../src/features/catalog/route.gql';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { queryInSteps } from '../../../../src/lib/graphql/queryInSteps';
import { createFetchMock } from '../../helpers/fetchMock';

const PAGE = {
  __typename: 'CmsPage',
  relative_url: 'about-us',
  redirect_code: 0,
  type: 'CMS_PAGE',
  identifier: 'about-us',
  title: 'About us',
  content_heading: 'About us',
  content: '<p>Colour, standardised.</p>',
  meta_title: null,
  meta_description: null,
};

function setup(reply: () => { data?: unknown; errors?: Array<{ message: string }> } | Error = () => ({ data: { route: PAGE } })) {
  const mock = createFetchMock({ ResolveRoute: reply });
  const client = createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'na_us', getCurrencyCode: () => 'USD', getToken: () => undefined });
  return { client, mock };
}

const variables = { url: '/about-us' };

describe('queryInSteps: a first-page query whose answer is taken in over several tasks', () => {
  it('answers like a cache-first query and leaves the answer in the cache for the page', async () => {
    const { client, mock } = setup();
    const data = await queryInSteps(client, { query: RESOLVE_ROUTE, variables });
    expect(data?.route).toMatchObject({ identifier: 'about-us', title: 'About us' });
    expect(mock.requests).toHaveLength(1);
    // The page's own cache-first query is answered from the cache.
    expect(client.readQuery({ query: RESOLVE_ROUTE, variables })?.route).toMatchObject({ content: '<p>Colour, standardised.</p>' });
    await client.query({ query: RESOLVE_ROUTE, variables });
    expect(mock.requests).toHaveLength(1);
  });

  it("leaves the answer read as the page's useQuery reads it: the page's read is the same object, not done again", async () => {
    const { client } = setup();
    const data = await queryInSteps(client, { query: RESOLVE_ROUTE, variables });
    // What useQuery reads on its first render (an ObservableQuery's current result, from the cache).
    const page = client.watchQuery({ query: RESOLVE_ROUTE, variables, fetchPolicy: 'cache-only' }).getCurrentResult();
    expect(page.data).toBe(data);
  });

  it('asks nothing for an answer already in the cache', async () => {
    const { client, mock } = setup();
    client.writeQuery({ query: RESOLVE_ROUTE, variables, data: { route: { ...PAGE, title: 'Cached' } } as never });
    const data = await queryInSteps(client, { query: RESOLVE_ROUTE, variables });
    expect(data?.route).toMatchObject({ title: 'Cached' });
    expect(mock.requests).toHaveLength(0);
  });

  it('writes the answer into the cache in a later task than its arrival, and reads it back in another', async () => {
    // Numbers the event loop's tasks (timers) as they run, and notes the task of each step.
    let task = 0;
    const steps: Array<[string, number]> = [];
    const realSetTimeout = window.setTimeout.bind(window);
    const timers = vi.spyOn(window, 'setTimeout').mockImplementation(((handler: () => void, timeout?: number) =>
      realSetTimeout(() => {
        task += 1;
        handler();
      }, timeout)) as typeof window.setTimeout);
    const { client } = setup(() => {
      steps.push(['asked', task]);
      return { data: { route: PAGE } };
    });
    const writeQuery = client.writeQuery.bind(client);
    const readQuery = client.readQuery.bind(client);
    const write = vi.spyOn(client, 'writeQuery').mockImplementation((options) => {
      steps.push(['write', task]);
      return writeQuery(options);
    });
    const read = vi.spyOn(client, 'readQuery').mockImplementation((options) => {
      steps.push(['read', task]);
      return readQuery(options);
    });
    try {
      await queryInSteps(client, { query: RESOLVE_ROUTE, variables });
    } finally {
      timers.mockRestore();
      write.mockRestore();
      read.mockRestore();
    }
    const taskOf = (name: string) => steps.filter(([step]) => step === name).map(([, n]) => n);
    expect(taskOf('asked')).toHaveLength(1);
    expect(taskOf('write')).toHaveLength(1);
    const [asked = -1] = taskOf('asked');
    const [written = -1] = taskOf('write');
    const lastRead = Math.max(...taskOf('read'));
    // The answer arrives no earlier than its asking; the write comes in a later task, the read back in a later one still.
    expect(written).toBeGreaterThan(asked);
    expect(lastRead).toBeGreaterThan(written);
    expect(client.readQuery({ query: RESOLVE_ROUTE, variables })?.route).toMatchObject({ identifier: 'about-us' });
  });

  it('fails as client.query does, and leaves the cache empty', async () => {
    const { client } = setup(() => ({ errors: [{ message: 'Internal server error' }] }));
    await expect(queryInSteps(client, { query: RESOLVE_ROUTE, variables, context: { silent: true } })).rejects.toThrow('Internal server error');
    expect(client.readQuery({ query: RESOLVE_ROUTE, variables })).toBeNull();
  });
});
