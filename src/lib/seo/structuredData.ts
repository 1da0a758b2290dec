// schema.org JSON-LD for catalogue pages (Product, BreadcrumbList). Plain data builders: the pages
// pass absolute URLs and plain text, so this module knows nothing of products' GraphQL shapes.

export interface BreadcrumbEntry {
  name: string;
  /** Absolute URL; the current page's own entry may have none. */
  url?: string | null;
}

/** schema.org BreadcrumbList, positions from 1. */
export function breadcrumbList(entries: readonly BreadcrumbEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      ...(entry.url ? { item: entry.url } : {}),
    })),
  };
}

export interface ProductFacts {
  name: string;
  sku: string;
  url: string;
  description?: string | null;
  images: string[];
  currency: string;
  /** One price, or a range of the product's variants and options; none where prices are hidden. */
  lowPrice: number | null;
  highPrice?: number | null;
  inStock: boolean;
  /** Average rating out of 5 and the number of reviews; left out with no reviews. */
  rating?: { value: number; count: number } | null;
  brand?: string;
}

const price = (value: number): string => value.toFixed(2);

/** schema.org Product with an Offer (or an AggregateOffer for a price range). */
export function productData(facts: ProductFacts): Record<string, unknown> {
  const availability = facts.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const low = facts.lowPrice;
  const high = facts.highPrice;
  const offers =
    low === null
      ? null
      : typeof high === 'number' && high > low
        ? { '@type': 'AggregateOffer', priceCurrency: facts.currency, lowPrice: price(low), highPrice: price(high), availability, url: facts.url }
        : { '@type': 'Offer', priceCurrency: facts.currency, price: price(low), availability, url: facts.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    sku: facts.sku,
    url: facts.url,
    ...(facts.images.length > 0 ? { image: facts.images } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(offers ? { offers } : {}),
    ...(facts.rating && facts.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: facts.rating.value.toFixed(1), reviewCount: facts.rating.count, bestRating: 5 } }
      : {}),
  };
}

/** Plain text of server HTML (descriptions), for meta and structured data; never rendered as HTML. */
export function plainText(html: string | null | undefined, max = 300): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template').forEach((element) => element.remove());
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
