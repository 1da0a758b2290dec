import Cookies from 'js-cookie';
import { track } from '../../../../src/lib/analytics/analytics';
import { segmentHarness } from './segmentHarness';

describe('track (spec §7 analytics, consent first)', () => {
  const { fetchMock, consent, sent } = segmentHarness();

  it('sends nothing before the consent-loaded event', async () => {
    expect(await track('removeFromCart', { sku: 'A' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after consent posts the form-encoded payload to /segment/collect/{event}', async () => {
    localStorage.setItem('cart_id', 'cart-9');
    consent();
    expect(await track('removeFromCart', { sku: 'A', quantity: 2 })).toBe(true);
    const { url, init, body } = sent();
    expect(url).toBe('/segment/collect/removeFromCart');
    expect(init.method).toBe('POST');
    expect(body.get('ot_string')).toBe(',C0001,C0002,');
    expect(body.get('cart_id')).toBe('cart-9');
    expect(body.get('session_id')).toBeTruthy();
    expect(body.get('anonymous_id')).toBe(body.get('session_id'));
    expect(body.get('sku')).toBe('A');
    expect(body.get('quantity')).toBe('2');
  });

  it('keeps one session across events in the session cookie SEGMENT_PHPSESSID (spec §3, §9)', async () => {
    consent();
    await track('page', {});
    const session = sent(0).body.get('session_id');
    expect(session).toBeTruthy();
    expect(Cookies.get('SEGMENT_PHPSESSID')).toBe(session);
    expect(localStorage.getItem('SEGMENT_PHPSESSID')).toBeNull();
    await track('productView', {});
    expect(sent(1).body.get('session_id')).toBe(session);
  });

  it('accepts the OneTrust global too, and only logs a failure', async () => {
    window.OptanonActiveGroups = ',C0001,';
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(track('removeFromCart', {})).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
