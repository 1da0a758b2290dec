import { absoluteUrl, categoryPath, productPath, redirectTarget } from '../../../../src/shared/catalog/catalogUrls';

const ORIGIN = 'https://shop.example';

describe('catalogue URLs', () => {
  it('builds product and category links with the store suffix (spec §2.2)', () => {
    expect(productPath('core-fan-deck-coated', '.html')).toBe('/core-fan-deck-coated.html');
    expect(categoryPath('chip-sets/build-your-sheet', '.html')).toBe('/chip-sets/build-your-sheet.html');
    expect(absoluteUrl('/eu/de', '/farbmuster-sets.html', ORIGIN)).toBe('https://shop.example/eu/de/farbmuster-sets.html');
    expect(absoluteUrl('', 'chip-sets.html', ORIGIN)).toBe('https://shop.example/chip-sets.html');
  });

  it('follows a 301 in-app when it stays on our site, within the store', () => {
    expect(redirectTarget('core-fan-deck-coated.html', '', ORIGIN)).toEqual({ kind: 'internal', path: '/core-fan-deck-coated.html' });
    expect(redirectTarget('https://shop.example/eu/de/x.html?a=1', '/eu/de', ORIGIN)).toEqual({ kind: 'internal', path: '/x.html?a=1' });
  });

  it('follows nothing that only looks like our site or does not parse', () => {
    // On our origin, but a path that reads as another host: neither followed nor called another site.
    expect(redirectTarget('https://shop.example//evil.example/x', '', ORIGIN)).toBeNull();
    expect(redirectTarget('/\\evil.example/x', '', ORIGIN)).toBeNull();
    expect(redirectTarget('\\\\evil.example', '', ORIGIN)).toBeNull();
    expect(redirectTarget('https://', '', ORIGIN)).toBeNull();
    expect(redirectTarget('https://exa mple.com/', '', ORIGIN)).toBeNull();
  });

  it('leaves our site only by a link (the page says where), and never for javascript: or data:', () => {
    expect(redirectTarget('https://other.example/x', '', ORIGIN)).toEqual({ kind: 'external', href: 'https://other.example/x' });
    expect(redirectTarget('javascript:alert(1)', '', ORIGIN)).toBeNull();
    expect(redirectTarget('data:text/html,hi', '', ORIGIN)).toBeNull();
    expect(redirectTarget('  ', '', ORIGIN)).toBeNull();
  });
});

