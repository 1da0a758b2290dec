import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const CATEGORY_PAGE = `query CategoryPage($uid: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { position: ASC }) {
    total_count page_info { current_page page_size total_pages }
    sort_fields { default options { label value } }
    aggregations { attribute_code label count options { label value count } }
    items {
      __typename uid sku name url_key url_suffix stock_status only_x_left_in_stock render_type is_discontinued rating_summary review_count
      small_image { url label width height }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off amount_off } }
        maximum_price { regular_price { value } final_price { value } } }
      ... on ConfigurableProduct { configurable_options { attribute_code values { uid label swatch_data { value } } } }
    }
  }
}`;

describe('generated images and listing speed', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves catalogue, category and editorial images as SVG of the size the API reports, locked down', async () => {
    for (const [path, width, height] of [
      ['/media/catalog/product/s/c/sch-sr-210.svg', 800, 800],
      ['/media/catalog/category/build-your-sheet.svg', 1200, 480],
      ['/media/spectrane/articles/article-1.svg', 1200, 675],
      ['/media/spectrane/events/event-2.svg', 1200, 675],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await response.text();
      expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
    const chip = await (await fetch(`${server.url}/media/catalog/product/s/c/sch-sr-210.svg`)).text();
    expect(chip).toContain('#f0544f');
    const missing = await fetch(`${server.url}/media/catalog/product/n/o/nope.svg`);
    expect(missing.status).toBe(404);
  });

  // Speed is measured by `npm run bench`, never by a timed test; this checks what a client gets.
  it('answers category pages of 24 products with their Server-Timing figure', async () => {
    const seen = new Set<string>();
    for (const currentPage of [1, 2]) {
      const { headers, body } = await graphqlGet<{ products: { items: Array<{ sku: string }> } }>(server.url, CATEGORY_PAGE, {
        store: 'de_de', variables: { uid: 'Ng==', pageSize: 24, currentPage },
      });
      expect(body.errors).toBeUndefined();
      expect(headers.get('server-timing')).toMatch(/graphql;dur=[\d.]+/);
      const items = body.data?.products.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) seen.add(item.sku);
    }
    expect(seen.size).toBeGreaterThan(24);
  });
});
