import { jsonForScript } from '../../../../src/lib/seo/headElements';
import { breadcrumbList, plainText, productData } from '../../../../src/lib/seo/structuredData';

describe('structured data', () => {
  it('lists breadcrumbs from position 1, the current page without a URL', () => {
    expect(breadcrumbList([{ name: 'Home', url: 'https://s/' }, { name: 'Chip Sets' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Chip Sets' },
      ],
    });
  });

  const facts = { name: 'SLS', sku: 'SLS', url: 'https://s/sls.html', images: ['https://s/a.svg'], currency: 'EUR', lowPrice: 12, inStock: true };

  it('describes a product with one Offer, or an AggregateOffer for a range', () => {
    expect(productData(facts).offers).toEqual({ '@type': 'Offer', priceCurrency: 'EUR', price: '12.00', availability: 'https://schema.org/InStock', url: 'https://s/sls.html' });
    expect(productData({ ...facts, highPrice: 29, inStock: false }).offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '12.00', highPrice: '29.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('leaves the offer out where prices are hidden, and the rating out without reviews', () => {
    const data = productData({ ...facts, lowPrice: null, rating: { value: 4, count: 0 } });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(productData({ ...facts, rating: { value: 4.5, count: 2 } }).aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
  });

  it('never lets text close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('reduces server HTML to plain text without running it', () => {
    expect(plainText('<p>Tear-out <b>chips</b></p>\n<script>window.x = 1</script><p>for briefs</p>')).toBe('Tear-out chips for briefs');
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
