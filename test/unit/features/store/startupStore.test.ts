import { decideStartupStore } from '../../../../src/features/store/startupStore';

const code = (d: ReturnType<typeof decideStartupStore>) => d.store.code;

describe('decideStartupStore (spec §4)', () => {
  describe('at / with a saved store code', () => {
    it('renders na_us when na_us is saved', () => {
      const d = decideStartupStore('/', '', 'na_us');
      expect(d).toEqual({ store: expect.objectContaining({ code: 'na_us' }), basename: '' });
    });

    it.each([
      ['de_de', '/eu/de'],
      ['hk_tc', '/hk/tc'],
      ['uk_en', '/uk/en'],
    ])('redirects to the home of a saved known store (%s -> %s), keeping the query', (saved, home) => {
      const d = decideStartupStore('/', '?utm=1', saved);
      expect(code(d)).toBe(saved);
      expect(d.redirectTo).toBe(`${home}?utm=1`);
      expect(d.basename).toBe(home);
      expect(d.switchTo).toBeUndefined();
    });

    it('resets an unknown saved store to na_us', () => {
      const d = decideStartupStore('/', '', 'zz_zz');
      expect(code(d)).toBe('na_us');
      expect(d.switchTo).toBe('na_us');
      expect(d.redirectTo).toBeUndefined();
      expect(d.basename).toBe('');
    });
  });

  describe('with a first segment under 3 characters', () => {
    it("treats / without a saved code as a prefix that names no store: switch to na_us", () => {
      expect(decideStartupStore('/', '', undefined)).toEqual({ store: expect.objectContaining({ code: 'na_us' }), basename: '', switchTo: 'na_us' });
      expect(decideStartupStore('', '', undefined).switchTo).toBe('na_us');
    });

    it('switches to the path store when it differs from the saved one', () => {
      const d = decideStartupStore('/uk/en/checkout', '', 'de_de');
      expect(code(d)).toBe('uk_en');
      expect(d.switchTo).toBe('uk_en');
      expect(d.basename).toBe('/uk/en');
      expect(d.redirectTo).toBeUndefined();
    });

    it('switches to the path store when nothing is saved', () => {
      expect(decideStartupStore('/eu/it/', '', undefined)).toMatchObject({ switchTo: 'it_it', basename: '/eu/it' });
    });

    it('renders without switching when it matches the saved one', () => {
      const d = decideStartupStore('/hk/tc', '', 'hk_tc');
      expect(code(d)).toBe('hk_tc');
      expect(d.switchTo).toBeUndefined();
      expect(d.redirectTo).toBeUndefined();
    });

    it.each(['/uk/de', '/hk/fr/page', '/eu/xx', '/eu', '/de/x', '/a'])(
      'switches to na_us when %s names no store, even when na_us is saved',
      (path) => {
        for (const saved of [undefined, 'na_us', 'uk_en']) {
          const d = decideStartupStore(path, '', saved);
          expect(code(d)).toBe('na_us');
          expect(d.switchTo).toBe('na_us');
          expect(d.basename).toBe('');
          expect(d.redirectTo).toBeUndefined();
        }
      },
    );

    it('rewrites the /eu/em alias to /eu/en, keeping the rest of the path', () => {
      const d = decideStartupStore('/eu/em/About-Us', '?a=b', 'eu_en');
      expect(code(d)).toBe('eu_en');
      expect(d.redirectTo).toBe('/eu/en/About-Us?a=b');
      expect(d.basename).toBe('/eu/en');
      expect(d.switchTo).toBeUndefined();
    });

    it('rewrites an upper-case prefix to the canonical one', () => {
      const d = decideStartupStore('/EU/DE/Artikel', '', 'na_us');
      expect(code(d)).toBe('de_de');
      expect(d.redirectTo).toBe('/eu/de/Artikel');
      expect(d.switchTo).toBe('de_de');
    });
  });

  describe('with a longer first segment', () => {
    it('uses na_us, switching if the saved store differs', () => {
      const d = decideStartupStore('/checkout/cart', '', 'fr_fr');
      expect(code(d)).toBe('na_us');
      expect(d.switchTo).toBe('na_us');
      expect(d.basename).toBe('');
    });

    it('switches to na_us when nothing is saved', () => {
      expect(decideStartupStore('/blog', '', undefined).switchTo).toBe('na_us');
    });

    it('uses na_us without switching when saved', () => {
      const d = decideStartupStore('/account', '', 'na_us');
      expect(d.switchTo).toBeUndefined();
      expect(d.redirectTo).toBeUndefined();
    });

    it('does not read a store from later segments', () => {
      expect(code(decideStartupStore('/events/eu/de', '', 'de_de'))).toBe('na_us');
    });
  });
});
