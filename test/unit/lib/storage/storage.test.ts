import Cookies from 'js-cookie';
import * as storage from '../../../../src/lib/storage/storage';
import * as tabStorage from '../../../../src/lib/storage/tabStorage';

function clearAll() {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  window.sessionStorage.clear();
}

describe('storage', () => {
  beforeEach(clearAll);
  afterEach(() => vi.restoreAllMocks());

  it('uses the spec key names', () => {
    expect(storage.COOKIE).toEqual({
      accessToken: 'access_token',
      currencyCode: 'currency_code',
      storeCode: 'store_code',
      geoCountry: 'X-Geo-Country',
      segmentSessionId: 'SEGMENT_PHPSESSID',
    });
    expect(storage.LOCAL).toEqual({ cartId: 'cart_id', analyticsUserId: 'ajs_user_id' });
    expect(storage.SESSION_COOKIE_MAX_AGE_S).toBe(14400);
    expect(storage.GENERAL_COOKIE_MAX_AGE_S).toBe(86400);
  });

  it('sets the token cookie for one hour (the token lifetime), path /, SameSite=Lax, not Secure on http', () => {
    const set = vi.spyOn(Cookies, 'set');
    const before = Date.now();
    storage.setAccessToken('tok');
    expect(storage.getAccessToken()).toBe('tok');
    const options = set.mock.calls[0]?.[2];
    expect(options).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    const expires = (options?.expires as Date).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(3600 * 1000);
    expect(expires - before).toBeLessThan(3600 * 1000 + 5000);
  });

  it('marks the token cookie Secure on https', () => {
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    storage.setAccessToken('tok');
    expect(set.mock.calls[0]?.[2]).toMatchObject({ secure: true });
  });

  it('keeps store and currency cookies for 86400 s on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    const before = Date.now();
    storage.setStoreCode('de_de');
    storage.setCurrencyCode('EUR');
    expect(storage.getStoreCode()).toBe('de_de');
    expect(storage.getCurrencyCode()).toBe('EUR');
    for (const call of set.mock.calls) {
      expect(call[2]).toMatchObject({ path: '/' });
      const expires = (call[2]?.expires as Date).getTime();
      expect(expires - before).toBeGreaterThanOrEqual(86400 * 1000);
    }
  });

  it('reads the geo country cookie', () => {
    expect(storage.getGeoCountry()).toBeUndefined();
    Cookies.set('X-Geo-Country', 'DE');
    expect(storage.getGeoCountry()).toBe('DE');
  });

  it('keeps the session cookie SEGMENT_PHPSESSID for 14400 s on path / (spec §9), SameSite=Lax; removing it also drops an older localStorage copy', () => {
    const set = vi.spyOn(Cookies, 'set');
    const before = Date.now();
    storage.setSegmentSessionId('s1');
    expect(Cookies.get('SEGMENT_PHPSESSID')).toBe('s1');
    expect(storage.getSegmentSessionId()).toBe('s1');
    expect(window.localStorage.getItem('SEGMENT_PHPSESSID')).toBeNull();
    const options = set.mock.calls[0]?.[2];
    expect(options).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    const expires = (options?.expires as Date).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(14400 * 1000);
    expect(expires - before).toBeLessThan(14400 * 1000 + 5000);

    window.localStorage.setItem('SEGMENT_PHPSESSID', 'from-an-older-build');
    storage.removeSegmentSessionId();
    expect(storage.getSegmentSessionId()).toBeUndefined();
    expect(window.localStorage.getItem('SEGMENT_PHPSESSID')).toBeNull();
  });

  it('keeps the cart id and analytics user in localStorage', () => {
    storage.setCartId('c1');
    storage.setAnalyticsUserId('u1');
    expect(window.localStorage.getItem('cart_id')).toBe('c1');
    expect(storage.getCartId()).toBe('c1');
    expect(storage.getAnalyticsUserId()).toBe('u1');
    storage.setAnalyticsUserId(null);
    expect(storage.getAnalyticsUserId()).toBeUndefined();
    storage.removeCartId();
    expect(storage.getCartId()).toBeUndefined();
  });

  it("keeps the cart whose 'same as shipping' is unticked in sessionStorage (this tab), ticked being no entry", () => {
    expect(tabStorage.SAME_AS_UNTICKED_CART).toBe('same_as_unticked_cart');
    expect(tabStorage.getSameAsUntickedCart()).toBeUndefined();
    tabStorage.setSameAsUntickedCart('c1');
    expect(window.sessionStorage.getItem('same_as_unticked_cart')).toBe('c1');
    expect(window.localStorage.getItem('same_as_unticked_cart')).toBeNull();
    expect(tabStorage.getSameAsUntickedCart()).toBe('c1');
    tabStorage.setSameAsUntickedCart(null);
    expect(tabStorage.getSameAsUntickedCart()).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
  });

  it("moves an unticked 'same as shipping' from a merged cart to the cart it went into, and only from that cart", () => {
    storage.moveSameAsUntickedCart('guest', 'customer');
    expect(tabStorage.getSameAsUntickedCart()).toBeUndefined();
    tabStorage.setSameAsUntickedCart('guest');
    storage.moveSameAsUntickedCart('other', 'customer');
    expect(tabStorage.getSameAsUntickedCart()).toBe('guest');
    storage.moveSameAsUntickedCart('guest', 'customer');
    expect(tabStorage.getSameAsUntickedCart()).toBe('customer');
  });

  it('survives a localStorage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => storage.setCartId('x')).not.toThrow();
    expect(storage.getCartId()).toBeUndefined();
    expect(() => tabStorage.setSameAsUntickedCart('x')).not.toThrow();
    expect(tabStorage.getSameAsUntickedCart()).toBeUndefined();
  });

  it('clearSession removes store_code, cart_id, currency_code and access_token only', () => {
    storage.setStoreCode('de_de');
    storage.setCurrencyCode('EUR');
    storage.setAccessToken('tok');
    storage.setCartId('c1');
    storage.setAnalyticsUserId('u1');
    Cookies.set('X-Geo-Country', 'DE');
    storage.clearSession();
    expect(storage.getStoreCode()).toBeUndefined();
    expect(storage.getCurrencyCode()).toBeUndefined();
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.getCartId()).toBeUndefined();
    expect(storage.getAnalyticsUserId()).toBe('u1');
    expect(storage.getGeoCountry()).toBe('DE');
  });
});
