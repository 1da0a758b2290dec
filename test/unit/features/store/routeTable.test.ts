import {
  PATHS,
  ROUTE_TABLE,
  type RouteId,
  isCheckoutPath,
  isConnectPath,
  resolveRoute,
} from '../../../../src/shared/store/routeTable';
import { withoutStorePrefix } from '../../../../src/shared/store/stores';

// [path relative to the store base, expected page on na_us, expected params]
const CASES: Array<[string, RouteId, Record<string, string>?]> = [
  ['/', 'home'],
  ['/checkout/cart', 'cart'],
  ['/checkout/cart/', 'cart'],
  ['/checkout', 'checkout'],
  ['/checkout/', 'checkout'],
  ['/checkout/onepage/success/', 'checkoutSuccess'],
  ['/checkout/onepage/success', 'checkoutSuccess'],
  ['/customer/account/forgotpassword', 'forgotPassword'],
  ['/customer/account/createPassword', 'resetPassword'],
  ['/customer/account/login', 'login'],
  ['/customer/account/create', 'createAccount'],
  ['/connect', 'connect'],
  ['/account', 'account'],
  ['/account/order-history', 'account'],
  ['/account/downloadable', 'account'],
  ['/account/address-book', 'account'],
  ['/account/account-information', 'account'],
  ['/account/newsletter', 'account'],
  ['/account/order-history/view/12', 'account'],
  ['/blog', 'blog'],
  ['/articles', 'articles', { blogSegment: 'articles' }],
  ['/articles/colour-theory', 'articleCategory', { blogSegment: 'articles', category: 'colour-theory' }],
  ['/articles/colour-theory/matching-101', 'article', { blogSegment: 'articles', category: 'colour-theory', details: 'matching-101' }],
  ['/color-systems/pantone-bridge', 'colorSystems', { articles: 'pantone-bridge' }],
  ['/events', 'events'],
  ['/event/print-expo-2026', 'event', { details: 'print-expo-2026' }],
  ['/404', 'notFound'],
  // Any other path: the catalogue / CMS resolver.
  ['/color-guides.html', 'fallback'],
  ['/about-spectrane/spectrane-dealers', 'fallback'],
  ['/a/b/c/d', 'fallback'],
  ['/customer/account/unknown', 'fallback'],
  ['/checkout/unknown', 'fallback'],
  ['/event', 'fallback'],
  ['/color-systems', 'fallback'],
  ['/artikel', 'fallback'],
];

describe('the route table (spec §2.2)', () => {
  it.each(CASES)('%s is %s', (path, id, params) => {
    const resolved = resolveRoute(path, 'na_us');
    expect(resolved.id).toBe(id);
    if (params) expect(resolved.params).toMatchObject(params);
  });

  it('has one row per page, the fallback last', () => {
    const ids = ROUTE_TABLE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROUTE_TABLE[ROUTE_TABLE.length - 1]).toEqual({ id: 'fallback', path: '*' });
  });

  it('gives every fixed path to the page of the same name', () => {
    for (const [id, path] of Object.entries(PATHS)) expect(resolveRoute(path, 'na_us').id).toBe(id);
  });

  describe('blog segments route to the blog only for their store', () => {
    it.each([
      ['de_de', 'artikel', ['articles', 'articulos', 'articoli']],
      ['es_es', 'articulos', ['articles', 'artikel', 'articoli']],
      ['it_it', 'articoli', ['articles', 'articulos', 'artikel']],
      ['uk_en', 'articles', ['articulos', 'artikel', 'articoli']],
      ['hk_tc', 'articles', ['articulos', 'artikel', 'articoli']],
    ] as const)('%s: /%s yes, %j fall through', (store, own, others) => {
      expect(resolveRoute(`/${own}`, store).id).toBe('articles');
      expect(resolveRoute(`/${own}/c`, store).id).toBe('articleCategory');
      expect(resolveRoute(`/${own}/c/d`, store).id).toBe('article');
      for (const other of others) {
        expect(resolveRoute(`/${other}`, store).id).toBe('fallback');
        expect(resolveRoute(`/${other}/c/d`, store).id).toBe('fallback');
      }
      expect(resolveRoute('/blog', store).id).toBe('blog');
    });

    it('fr_fr accepts articles and articulos, not artikel or articoli', () => {
      expect(resolveRoute('/articles', 'fr_fr').id).toBe('articles');
      expect(resolveRoute('/articulos/c', 'fr_fr').id).toBe('articleCategory');
      expect(resolveRoute('/artikel', 'fr_fr').id).toBe('fallback');
      expect(resolveRoute('/articoli/c/d', 'fr_fr').id).toBe('fallback');
    });
  });
});

describe('isCheckoutPath and isConnectPath', () => {
  it('identify /checkout exactly, with or without a store prefix', () => {
    for (const path of ['/checkout', '/checkout/', '/Checkout', '/eu/de/checkout', '/hk/tc/checkout/']) expect(isCheckoutPath(path), path).toBe(true);
    for (const path of ['/checkout/cart', '/checkout/onepage/success/', '/', '/eu/de', '/checkouts', '/uk/de/checkout', '/eu/de/x/checkout']) {
      expect(isCheckoutPath(path), path).toBe(false);
    }
  });

  it('identify /connect, with or without a store prefix', () => {
    for (const path of ['/connect', '/connect/', '/uk/en/connect']) expect(isConnectPath(path), path).toBe(true);
    for (const path of ['/connect/x', '/', '/account', '/eu/de/connected']) expect(isConnectPath(path), path).toBe(false);
  });

  it('withoutStorePrefix strips only a real store prefix', () => {
    expect(withoutStorePrefix('/eu/de/checkout/cart')).toBe('/checkout/cart');
    expect(withoutStorePrefix('/eu/de')).toBe('/');
    expect(withoutStorePrefix('/uk/de/checkout')).toBe('/uk/de/checkout');
    expect(withoutStorePrefix('/checkout')).toBe('/checkout');
  });
});
