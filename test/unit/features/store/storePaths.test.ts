import { SITE } from '../../../../src/lib/config/site';
import { ALL_BLOG_SEGMENTS, blogPath, blogSegmentsFor, dealersPath, isBlogSegment } from '../../../../src/shared/store/storePaths';
import { STORES, storeByCode } from '../../../../src/shared/store/stores';

describe('blog segment per store (spec §2.2)', () => {
  it.each([
    ['na_us', ['articles']],
    ['de_de', ['artikel']],
    ['es_es', ['articulos']],
    ['fr_fr', ['articles', 'articulos']],
    ['it_it', ['articoli']],
    ['eu_en', ['articles']],
    ['uk_en', ['articles']],
    ['hk_en', ['articles']],
    ['hk_tc', ['articles']],
  ] as const)('%s routes %j to the blog', (code, segments) => {
    expect(blogSegmentsFor(code)).toEqual(segments);
    expect(blogSegmentsFor(storeByCode(code) ?? { code })).toEqual(segments);
    expect(blogPath(code)).toBe(`/${segments[0]}`);
    for (const segment of ALL_BLOG_SEGMENTS) expect(isBlogSegment(code, segment)).toBe((segments as readonly string[]).includes(segment));
  });

  it('matches segments case-insensitively, as the router does', () => {
    expect(isBlogSegment('de_de', 'Artikel')).toBe(true);
    expect(isBlogSegment('de_de', 'blog')).toBe(false);
  });

  it('covers every store of the table', () => {
    for (const store of STORES) expect(blogSegmentsFor(store).length).toBeGreaterThan(0);
  });
});

describe('dealersPath (spec §2.2)', () => {
  it('uses the configured brand word', () => {
    expect(SITE.brand).toBe('spectrane');
    expect(dealersPath('na_us')).toBe('/about-spectrane/spectrane-dealers');
  });

  it.each([
    ['na_us', '/about-acme/acme-dealers'],
    ['eu_en', '/about-acme/acme-dealers'],
    ['uk_en', '/about-acme/acme-dealers'],
    ['hk_en', '/about-acme/acme-dealers'],
    ['hk_tc', '/about-acme/acme-dealers'],
    ['de_de', '/uber-acme/acme-handler'],
    ['es_es', '/acerca-de-acme/distribuidores-de-acme'],
    ['fr_fr', '/a-propos-de-acme/distributeurs-acme'],
    ['it_it', '/informazioni-su-acme/rivenditore-acme'],
  ])('%s: %s', (code, path) => {
    expect(dealersPath(code, 'acme')).toBe(path);
  });

  it('is null for other store codes', () => {
    for (const code of ['xx_xx', '', 'constructor', '__proto__', 'toString']) expect(dealersPath(code)).toBeNull();
  });
});
