import { decideStartupStore } from '../../../../src/features/store/startupStore';

const code = (d: ReturnType<typeof decideStartupStore>) => d.store.code;

describe('decideStartupStore (spec §4)', () => {
  describe('at /', () => {
    it('renders na_us when na_us is saved', () => {
      expect(decideStartupStore('/', '', 'na_us')).toEqual(expect.objectContaining({ basename: '' }));
      expect(decideStartupStore('/', '', 'na_us').switchTo).toBeUndefined();
      expect(decideStartupStore('/', '', 'na_us').redirectTo).toBeUndefined();
    });

    it('redirects to a saved known store home, keeping the query', () => {
      const d = decideStartupStore('/', '?utm=1', 'de_de');
      expect(code(d)).toBe('de_de');
      expect(d.redirectTo).toBe('/eu/de?utm=1');
      expect(d.basename).toBe('/eu/de');
      expect(d.switchTo).toBeUndefined();
    });

    it('resets an unknown saved store to na_us', () => {
      const d = decideStartupStore('/', '', 'zz_zz');
      expect(code(d)).toBe('na_us');
      expect(d.switchTo).toBe('na_us');
      expect(d.redirectTo).toBeUndefined();
    });

    it('saves na_us when nothing is saved', () => {
      expect(decideStartupStore('', '', undefined).switchTo).toBe('na_us');
    });
  });

  describe('with a short first segment', () => {
    it('switches to the path store when it differs from the saved one', () => {
      const d = decideStartupStore('/uk/en/checkout', '', 'de_de');
      expect(code(d)).toBe('uk_en');
      expect(d.switchTo).toBe('uk_en');
      expect(d.basename).toBe('/uk/en');
      expect(d.redirectTo).toBeUndefined();
    });

    it('renders without switching when it matches', () => {
      const d = decideStartupStore('/hk/tc', '', 'hk_tc');
      expect(code(d)).toBe('hk_tc');
      expect(d.switchTo).toBeUndefined();
    });

    it('falls back to na_us when the pair is unknown', () => {
      const d = decideStartupStore('/uk/de', '', 'uk_en');
      expect(code(d)).toBe('na_us');
      expect(d.switchTo).toBe('na_us');
      expect(d.basename).toBe('');
    });

    it('does not switch when na_us is already saved', () => {
      expect(decideStartupStore('/de/x', '', 'na_us').switchTo).toBeUndefined();
    });

    it('rewrites the /eu/em alias to /eu/en, keeping the rest of the path', () => {
      const d = decideStartupStore('/eu/em/About-Us', '?a=b', 'eu_en');
      expect(code(d)).toBe('eu_en');
      expect(d.redirectTo).toBe('/eu/en/About-Us?a=b');
      expect(d.basename).toBe('/eu/en');
      expect(d.switchTo).toBeUndefined();
    });
  });

  describe('with a longer first segment', () => {
    it('uses na_us, switching if the saved store differs', () => {
      const d = decideStartupStore('/checkout/cart', '', 'fr_fr');
      expect(code(d)).toBe('na_us');
      expect(d.switchTo).toBe('na_us');
    });

    it('uses na_us without switching when saved', () => {
      expect(decideStartupStore('/account', '', 'na_us').switchTo).toBeUndefined();
    });
  });
});
