import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { listenForConsent, resetConsent } from '../../../../src/lib/analytics/analytics';
import { type ProductFacts } from '../../../../src/lib/analytics/events';
import { useProductView } from '../../../../src/lib/analytics/useProductView';

function Product({ product }: { product: ProductFacts }) {
  useProductView(product);
  return null;
}

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
let stop: () => void = () => undefined;

beforeEach(() => {
  resetConsent();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  stop = listenForConsent(window);
  window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0001,' } }));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const fanDeck: ProductFacts = { uid: 'MQ==', id: 1, sku: 'FD', name: 'Fan Deck' };

describe('useProductView', () => {
  it('sends one productView per product shown, also under StrictMode, and one more for the next product', async () => {
    const { rerender } = render(
      <StrictMode>
        <Product product={fanDeck} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Product product={{ ...fanDeck }} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    rerender(
      <StrictMode>
        <Product product={{ uid: 'Mg==', id: 2, sku: 'SW', name: 'Swatch' }} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const urls = (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
    expect(urls).toEqual(['/segment/collect/productView', '/segment/collect/productView']);
  });
});
