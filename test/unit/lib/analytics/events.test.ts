import { analyticsUserIdFor, identify, trackAddToCart, trackPage, trackProductView } from '../../../../src/lib/analytics/events';
import { segmentHarness } from './segmentHarness';

const { fetchMock, consent, sent } = segmentHarness();

describe('storefront analytics events (spec §3 payload, §7)', () => {
  it('send nothing before consent', async () => {
    await trackPage('/', 'Home');
    await trackProductView({ sku: 'A', name: 'A' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('page: path and title, with the §3 fields', async () => {
    consent();
    localStorage.setItem('store_code', 'de_de');
    localStorage.setItem('cart_id', 'cart-1');
    await trackPage('/eu/de/fan-deck.html', 'Fan Deck');
    const { url, body } = sent();
    expect(url).toBe('/segment/collect/page');
    expect(body.get('path')).toBe('/eu/de/fan-deck.html');
    expect(body.get('title')).toBe('Fan Deck');
    for (const field of ['ot_string', 'session_id', 'store_code', 'cart_id', 'anonymous_id', 'user_id']) {
      expect(body.has(field), field).toBe(true);
    }
    expect(body.get('cart_id')).toBe('cart-1');
  });

  it('productView: id, sku, name, price and currency from the product as Magento returns it', async () => {
    consent();
    await trackProductView({
      id: 42,
      uid: 'NDI=',
      sku: 'FD-1',
      name: 'Fan Deck',
      price_range: { minimum_price: { final_price: { value: 189, currency: 'USD' } } },
    });
    const { url, body } = sent();
    expect(url).toBe('/segment/collect/productView');
    expect(Object.fromEntries(['product_id', 'sku', 'name', 'price', 'currency'].map((k) => [k, body.get(k)]))).toEqual({
      product_id: '42',
      sku: 'FD-1',
      name: 'Fan Deck',
      price: '189',
      currency: 'USD',
    });
  });

  it('addToCart: sku, name, price, quantity, currency, cartId', async () => {
    consent();
    await trackAddToCart({ productId: 7, sku: 'S-1', name: 'Swatch', price: 12.5, quantity: 3, currency: 'EUR', cartId: 'c-9' });
    const { url, body } = sent();
    expect(url).toBe('/segment/collect/addToCart');
    expect(body.get('quantity')).toBe('3');
    expect(body.get('price')).toBe('12.5');
    expect(body.get('cartId')).toBe('c-9');
    expect(body.get('currency')).toBe('EUR');
  });

  it('identify stores a pseudonymous user id (ajs_user_id), never the e-mail address, and later events carry it', async () => {
    consent();
    const expected = await analyticsUserIdFor('Roxanne.Demo@example.com ');
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(await analyticsUserIdFor('roxanne.demo@example.com')).toBe(expected);
    expect(await identify('Roxanne.Demo@example.com')).toBe(true);
    expect(localStorage.getItem('ajs_user_id')).toBe(expected);
    const { url, body } = sent();
    expect(url).toBe('/segment/collect/identify');
    expect(body.get('user_id')).toBe(expected);
    expect(body.toString()).not.toContain('example.com');
    await trackPage('/', 'Home');
    expect(sent(1).body.get('user_id')).toBe(expected);
  });

  it('a failed send is only logged', async () => {
    consent();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(trackPage('/', 'Home')).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
