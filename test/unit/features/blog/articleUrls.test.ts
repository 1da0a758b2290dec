import { createIntl } from 'react-intl';
import { formatArticleDate } from '../../../../src/features/blog/articleDate';
import { articleCategoryPath, articlePath, blogBase, pageFromSearch } from '../../../../src/features/blog/articleUrls';

const article = { url_key: 'how-to-read-a-code', relative_url: 'articles/color-theory/how-to-read-a-code', category: { url_key: 'color-theory' } };

describe('article URLs per store (spec §2.2 blog segments)', () => {
  it.each([
    ['na_us', undefined, '/articles'],
    ['na_us', 'articles', '/articles'],
    ['de_de', 'artikel', '/artikel'],
    ['de_de', undefined, '/artikel'],
    ['es_es', 'articulos', '/articulos'],
    ['fr_fr', 'articles', '/articles'],
    ['fr_fr', 'ARTICULOS', '/articulos'],
    ['fr_fr', undefined, '/articles'],
    ['it_it', 'articoli', '/articoli'],
    ['hk_tc', undefined, '/articles'],
    // Not the store's segment (e.g. /blog, or another store's word): the store's own first segment.
    ['de_de', 'articles', '/artikel'],
    ['it_it', 'blog', '/articoli'],
  ] as const)('%s through %s links under %s', (store, segment, base) => {
    expect(blogBase(store, segment)).toBe(base);
  });

  it('builds category and article paths under that base, from the article category, not the backend segment', () => {
    expect(articleCategoryPath('/artikel', 'farbtheorie')).toBe('/artikel/farbtheorie');
    expect(articlePath('/articulos', article)).toBe('/articulos/color-theory/how-to-read-a-code');
    expect(articlePath('/articles', { ...article, url_key: 'a b' })).toBe('/articles/color-theory/a%20b');
    expect(articlePath('/articles', { ...article, category: null })).toBe('/articles/color-theory/how-to-read-a-code');
  });

  it('reads ?page= as a whole number from 1', () => {
    expect(['', '?page=2', '?page=0', '?page=-3', '?page=1.5', '?page=abc', '?x=1&page=7'].map(pageFromSearch)).toEqual([1, 2, 1, 1, 1, 1, 7]);
  });
});

describe('article dates in the store locale (spec §9: English (US) M/D/YYYY)', () => {
  const format = (locale: string, date: string) => formatArticleDate(createIntl({ locale, messages: {} }), date);

  it('writes the day numerically in each locale, never shifted by a time zone', () => {
    expect(format('en-US', '2026-09-04')).toBe('9/4/2026');
    expect(format('de-DE', '2026-09-04')).toBe('4.9.2026');
    expect(format('en-GB', '2026-09-04')).toBe('04/09/2026');
    expect(format('zh-HK', '2026-12-31')).toBe('31/12/2026');
  });

  it('gives null for text that is not a date', () => {
    expect(format('en-US', 'soon')).toBeNull();
  });
});
