import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { storeSelected } from '../../../../src/app/appSlice';
import { makeStore } from '../../../../src/app/store';
import { tokenSaved } from '../../../../src/features/account/userSlice';
import { formatMoney } from '../../../../src/lib/format/money';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { usePriceDisplay } from '../../../../src/shared/prices/usePriceDisplay';
import { createFetchMock } from '../../helpers/fetchMock';
import type * as SiteModule from '../../../../src/lib/config/site';
import type { ReactNode } from 'react';

const flags = vi.hoisted(() => ({ hidePrice: false }));
vi.mock('../../../../src/lib/config/site', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteModule>();
  return { ...actual, useFeatureFlags: () => ({ ...actual.SITE.flags, hidePrice: flags.hidePrice }) };
});

const DE_CONFIG = {
  data: {
    storeConfig: { __typename: 'StoreConfig', store_code: 'de_de', grid_per_page: 12, grid_per_page_values: '12,24,36', list_mode: 'grid-list', list_per_page: 10, list_per_page_values: '5,10', catalog_default_sort_by: 'position', product_url_suffix: '.html', category_url_suffix: '.html', weight_unit: 'kgs', only_x_left_threshold: 5, allow_guests_to_write_product_reviews: '1', product_reviews_enabled: '1', send_friend: { __typename: 'SendFriendConfiguration', enabled_for_customers: true, enabled_for_guests: true } },
    currency: { __typename: 'Currency', base_currency_code: 'EUR', default_display_currency_code: 'EUR', default_display_currency_symbol: '€', available_currency_codes: ['EUR'], price_format: { __typename: 'CurrencyPriceFormat', pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '.', groupLength: 3 } },
  },
};

function setup(login: boolean) {
  const mock = createFetchMock({ GetCatalogConfig: () => DE_CONFIG });
  const client = createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  const store = makeStore({ client });
  store.dispatch(storeSelected('de_de'));
  if (login) store.dispatch(tokenSaved('token'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </Provider>
  );
  return renderHook(() => usePriceDisplay(), { wrapper });
}

describe('usePriceDisplay', () => {
  afterEach(() => {
    flags.hidePrice = false;
  });

  it("uses the backend's price_format and the store's tax suffix", async () => {
    const { result } = setup(false);
    await waitFor(() => expect(formatMoney(1234.5, result.current.format)).toBe('1.234,50 €'));
    expect(result.current.taxSuffix).toBe('(inkl. MwSt.)');
    expect(result.current.hidden).toBe(false);
  });

  it('with hide-price on, hides prices from guests only (spec §6)', async () => {
    flags.hidePrice = true;
    const guest = setup(false);
    const customer = setup(true);
    await waitFor(() => expect(guest.result.current.format.pattern).toBe('%s €'));
    await waitFor(() => expect(customer.result.current.format.pattern).toBe('%s €'));
    expect(guest.result.current.hidden).toBe(true);
    expect(customer.result.current.hidden).toBe(false);
  });
});
