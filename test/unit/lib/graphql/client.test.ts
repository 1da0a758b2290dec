import { gql } from '@apollo/client';
import { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from '../../../../src/features/catalog/route.gql';
import { TYPE_POLICIES } from '../../../../src/lib/graphql/cache';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { graphQLErrorText, isSilentMessage } from '../../../../src/lib/graphql/links';
import { createFetchMock, jsonResponse } from '../../helpers/fetchMock';
import type { AppNotification } from '../../../../src/lib/notify/notifier';

const QUERY = gql`
  query GetThing($id: String) {
    thing(id: $id) {
      name
    }
  }
`;
const MUTATION = gql`
  mutation SaveThing($name: String!) {
    saveThing(name: $name)
  }
`;

function setup(options: { token?: string; handlers?: Parameters<typeof createFetchMock>[0] } = {}) {
  const notes: AppNotification[] = [];
  const mock = createFetchMock(
    options.handlers ?? {
      GetThing: () => ({ data: { thing: { __typename: 'Thing', name: 'x' } } }),
      SaveThing: () => ({ data: { saveThing: true } }),
    },
  );
  const client = createApolloClient({
    fetch: mock.fetch,
    notify: (n) => notes.push(n),
    getStoreCode: () => 'de_de',
    getCurrencyCode: () => 'EUR',
    getToken: () => options.token,
  });
  return { client, notes, ...mock };
}

describe('createApolloClient', () => {
  it('sends queries as GET with the whitespace-stripped query in the URL', async () => {
    const { client, requests } = setup();
    await client.query({ query: QUERY, variables: { id: '1' } });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/graphql');
    expect(request?.query).toBe('query GetThing($id:String){thing(id:$id){name __typename}}');
    expect(request?.variables).toEqual({ id: '1' });
    expect(request?.url.searchParams.has('extensions')).toBe(false);
  });

  it('sends mutations as POST', async () => {
    const { client, requests } = setup();
    await client.mutate({ mutation: MUTATION, variables: { name: 'n' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.query).toBe('mutation SaveThing($name:String!){saveThing(name:$name)}');
  });

  it('adds Store, Content-Currency and Authorization headers', async () => {
    const { client, requests, mock } = setup({ token: 'tok123' });
    await client.query({ query: QUERY });
    const headers = requests[0]?.headers;
    expect(headers?.get('store')).toBe('de_de');
    expect(headers?.get('content-currency')).toBe('EUR');
    expect(headers?.get('authorization')).toBe('Bearer tok123');
    expect(mock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('omits Authorization without a token', async () => {
    const { client, requests } = setup();
    await client.query({ query: QUERY });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.get('store')).toBe('de_de');
  });

  it('turns GraphQL errors into warnings without the "GraphQL error: " prefix', async () => {
    const { client, notes } = setup({
      handlers: { GetThing: () => ({ errors: [{ message: 'GraphQL error: Something broke' }, { message: 'Other' }] }) },
    });
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(notes).toEqual([
      { type: 'warning', message: 'Something broke' },
      { type: 'warning', message: 'Other' },
    ]);
  });

  it.each(['connect/', 'color-finder/', 'color-systems/'])('stays silent for messages containing %s', async (marker) => {
    const { client, notes } = setup({ handlers: { GetThing: () => ({ errors: [{ message: `No access to ${marker}x` }] }) } });
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(notes).toEqual([]);
  });

  it('shows an error notification for network errors', async () => {
    const { client, notes } = setup({ handlers: { GetThing: () => new TypeError('Failed to fetch') } });
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(notes).toEqual([{ type: 'error', messageId: 'notification.networkError' }]);
  });

  it('treats a server error status as a network error', async () => {
    const { client, notes } = setup({ handlers: { GetThing: () => new Response('down', { status: 502 }) } });
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(notes).toEqual([{ type: 'error', messageId: 'notification.networkError' }]);
  });

  it('lets a caller opt out of notifications with context.silent', async () => {
    const { client, notes } = setup({ handlers: { GetThing: () => ({ errors: [{ message: 'Nope' }] }) } });
    await expect(client.query({ query: QUERY, context: { silent: true } })).rejects.toThrow();
    expect(notes).toEqual([]);
  });

  it('keys cart and customerCart as one cart, and products by uid', async () => {
    const { client } = setup({
      handlers: {
        GetCarts: () =>
          jsonResponse({
            data: {
              cart: { __typename: 'Cart', id: 'a', total_quantity: 1 },
              customerCart: { __typename: 'Cart', id: 'a', total_quantity: 2 },
              products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MQ==', sku: 's1' }] },
            },
          }),
      },
    });
    await client.query({
      query: gql`
        query GetCarts {
          cart(cart_id: "a") { id total_quantity }
          customerCart { id total_quantity }
          products(search: "") { items { uid sku } }
        }
      `,
    });
    const cache = client.cache.extract() as Record<string, unknown>;
    expect(Object.keys(cache).filter((k) => k.startsWith('Cart'))).toEqual(['Cart:{}']);
    expect(cache['Cart:{}']).toMatchObject({ total_quantity: 2 });
    expect(cache['SimpleProduct:{"uid":"MQ=="}']).toMatchObject({ sku: 's1' });
  });

  it('keeps the currency fields of both the store config and the catalogue config, whichever answers first', async () => {
    const SHORT = gql`
      query GetShort {
        currency { base_currency_code default_display_currency_code }
      }
    `;
    const FULL = gql`
      query GetFull {
        currency { base_currency_code default_display_currency_code price_format { pattern } }
      }
    `;
    const currency = (withFormat: boolean) => ({
      __typename: 'Currency',
      base_currency_code: 'EUR',
      default_display_currency_code: 'EUR',
      ...(withFormat ? { price_format: { __typename: 'PriceFormat', pattern: '%s €' } } : {}),
    });
    for (const order of [[FULL, SHORT], [SHORT, FULL]]) {
      const { client, requests } = setup({
        handlers: {
          GetShort: () => jsonResponse({ data: { currency: currency(false) } }),
          GetFull: () => jsonResponse({ data: { currency: currency(true) } }),
        },
      });
      for (const query of order) await client.query({ query, fetchPolicy: 'network-only' });
      // Both are answered from the cache now: neither answer wiped the other's fields.
      expect(client.readQuery({ query: FULL })).toMatchObject({ currency: { price_format: { pattern: '%s €' } } });
      expect(client.readQuery({ query: SHORT })).toMatchObject({ currency: { base_currency_code: 'EUR' } });
      await client.query({ query: FULL });
      expect(requests).toHaveLength(2);
    }
  });

  it("keeps a route's answer whole when a product's options ask the same route(url) field", async () => {
    const { client, requests } = setup({
      handlers: {
        ResolveRoute: () => jsonResponse({
          data: { route: { __typename: 'CmsPage', relative_url: 'about-us', redirect_code: 0, type: 'CMS_PAGE', identifier: 'about-us', title: 'About us', content_heading: null, content: '<p>Hi</p>', meta_title: null, meta_description: null } },
        }),
        GetProductOptions: () => jsonResponse({ data: { route: { __typename: 'CmsPage' } } }),
      },
    });
    const variables = { url: '/about-us' };
    await client.query({ query: RESOLVE_ROUTE, variables });
    await client.query({ query: GET_PRODUCT_OPTIONS, variables, fetchPolicy: 'network-only' });
    // The route is still answered from the cache: the page does not ask it again.
    expect(client.readQuery({ query: RESOLVE_ROUTE, variables })?.route).toMatchObject({ identifier: 'about-us', type: 'CMS_PAGE' });
    await client.query({ query: RESOLVE_ROUTE, variables });
    expect(requests.map((r) => r.operationName)).toEqual(['ResolveRoute', 'GetProductOptions']);
  });
});

describe('error text helpers', () => {
  it('strips only a leading prefix', () => {
    expect(graphQLErrorText('GraphQL error: x')).toBe('x');
    expect(graphQLErrorText('x GraphQL error: y')).toBe('x GraphQL error: y');
  });

  it('recognises silent areas', () => {
    expect(isSilentMessage('path color-systems/abc')).toBe(true);
    expect(isSilentMessage('Could not find a cart')).toBe(false);
  });
});

describe('type policies', () => {
  it('keys every product type by uid, the cart as a singleton and the store config by store_code', () => {
    expect(TYPE_POLICIES.ConfigurableProduct?.keyFields).toEqual(['uid']);
    expect(TYPE_POLICIES.GiftCardProduct?.keyFields).toEqual(['uid']);
    expect(TYPE_POLICIES.Cart?.keyFields).toEqual([]);
    expect(TYPE_POLICIES.StoreConfig?.keyFields).toEqual(['store_code']);
    expect(TYPE_POLICIES.Currency?.merge).toBe(true);
  });
});
