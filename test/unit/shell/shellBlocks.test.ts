import { GET_CONTENT_BLOCKS } from '../../../src/components/ContentBlock/contentBlocks.gql';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { FOOTER_LINKS_BLOCK, NAVIGATION_BLOCK, PENCIL_BANNER_BLOCK } from '../../../src/shell/blockIds';
import { loadShellBlocks } from '../../../src/shell/shellBlocks';
import { createFetchMock } from '../helpers/fetchMock';

// The shell's three CMS blocks leave in one request (GetShellBlocks) and are filed where each
// widget's own query of its one block (GetContentBlocks) looks for it.

const block = (id: string) => ({ __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: id, title: id, content: `<p>${id}</p>` }] });

function setup(handlers: Parameters<typeof createFetchMock>[0]) {
  const mock = createFetchMock(handlers);
  const client = createApolloClient({ fetch: mock.fetch, notify: vi.fn(), getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  const names = () => mock.requests.map((r) => r.operationName);
  /** The block as the widget's query (cache-first) gets it; its error's message if it fails. */
  const widget = (id: string) =>
    client
      .query({ query: GET_CONTENT_BLOCKS, variables: { identifiers: [id] }, context: { silent: true } })
      .then(({ data }) => data?.cmsBlocks?.items?.[0]?.content, (error: Error) => error.message);
  return { client, mock, names, widget };
}

describe('the shell blocks', () => {
  it('are asked in one request, one identifier per alias, and each widget then reads its block from the cache', async () => {
    const { client, mock, names, widget } = setup({
      GetShellBlocks: () => ({ data: { pencilBanner: block(PENCIL_BANNER_BLOCK), navigation: block(NAVIGATION_BLOCK), footerLinks: block(FOOTER_LINKS_BLOCK) } }),
    });
    await loadShellBlocks(client);
    expect(names()).toEqual(['GetShellBlocks']);
    expect(mock.requests[0]?.variables).toEqual({ pencilBanner: [PENCIL_BANNER_BLOCK], navigation: [NAVIGATION_BLOCK], footerLinks: [FOOTER_LINKS_BLOCK] });
    expect(await widget(PENCIL_BANNER_BLOCK)).toBe(`<p>${PENCIL_BANNER_BLOCK}</p>`);
    expect(await widget(NAVIGATION_BLOCK)).toBe(`<p>${NAVIGATION_BLOCK}</p>`);
    expect(await widget(FOOTER_LINKS_BLOCK)).toBe(`<p>${FOOTER_LINKS_BLOCK}</p>`);
    expect(names()).toEqual(['GetShellBlocks']);
    // Asked again (the gate's retry) with every block in: nothing is sent.
    await loadShellBlocks(client);
    expect(names()).toEqual(['GetShellBlocks']);
  });

  it("leave a block that failed on its own (a store without a pencil banner) to its widget, which asks for it alone and gets its error", async () => {
    // As Magento (and the embedded backend) answer a missing block: a null item, the error on its path.
    const missing = `The CMS block with the "${PENCIL_BANNER_BLOCK}" ID doesn't exist.`;
    const { client, names, widget } = setup({
      GetShellBlocks: () => ({
        data: { pencilBanner: { __typename: 'CmsBlocks', items: [null] }, navigation: block(NAVIGATION_BLOCK), footerLinks: block(FOOTER_LINKS_BLOCK) },
        errors: [{ message: missing, path: ['pencilBanner', 'items', 0] }],
      }),
      GetContentBlocks: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: [null] } }, errors: [{ message: missing, path: ['cmsBlocks', 'items', 0] }] }),
    });
    await loadShellBlocks(client);
    expect(await widget(NAVIGATION_BLOCK)).toBe(`<p>${NAVIGATION_BLOCK}</p>`);
    expect(await widget(FOOTER_LINKS_BLOCK)).toBe(`<p>${FOOTER_LINKS_BLOCK}</p>`);
    expect(names()).toEqual(['GetShellBlocks']);
    expect(await widget(PENCIL_BANNER_BLOCK)).toContain(missing);
    expect(names()).toEqual(['GetShellBlocks', 'GetContentBlocks']);
    // The gate's retry asks again, the missing block being missing.
    await loadShellBlocks(client);
    expect(names()).toEqual(['GetShellBlocks', 'GetContentBlocks', 'GetShellBlocks']);
  });

  it('leave a block whose alias failed as a whole to its widget too', async () => {
    const { client, names, widget } = setup({
      GetShellBlocks: () => ({
        data: { pencilBanner: block(PENCIL_BANNER_BLOCK), navigation: null, footerLinks: block(FOOTER_LINKS_BLOCK) },
        errors: [{ message: 'Internal server error', path: ['navigation'] }],
      }),
      GetContentBlocks: (r) => ({ data: { cmsBlocks: block((r.variables.identifiers as string[])[0] ?? '') } }),
    });
    await loadShellBlocks(client);
    expect(await widget(PENCIL_BANNER_BLOCK)).toBe(`<p>${PENCIL_BANNER_BLOCK}</p>`);
    expect(await widget(NAVIGATION_BLOCK)).toBe(`<p>${NAVIGATION_BLOCK}</p>`);
    expect(names()).toEqual(['GetShellBlocks', 'GetContentBlocks']);
  });

  it('settle without filing anything when the request fails: each widget asks for its own block', async () => {
    const { client, names, widget } = setup({
      GetShellBlocks: () => new TypeError('offline'),
      GetContentBlocks: (r) => ({ data: { cmsBlocks: block((r.variables.identifiers as string[])[0] ?? '') } }),
    });
    await expect(loadShellBlocks(client)).resolves.toBeUndefined();
    expect(await widget(FOOTER_LINKS_BLOCK)).toBe(`<p>${FOOTER_LINKS_BLOCK}</p>`);
    expect(names()).toEqual(['GetShellBlocks', 'GetContentBlocks']);
  });
});
