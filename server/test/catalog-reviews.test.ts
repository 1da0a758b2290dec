import { createDatabase, type Database } from '../src/db/database';
import { approveReview } from '../src/repositories/catalog/reviews';
import { insertSignedInCustomer } from './customerHelpers';
import { expectMagentoErrorShape, graphqlGet, graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const METADATA = '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }';

const CREATE = `mutation CreateReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text average_rating ratings_breakdown { name value } created_at product { sku } }
  }
}`;

const REVIEWS = `query ProductReviews($sku: String!, $page: Int) {
  products(filter: { sku: { eq: $sku } }) {
    items { review_count rating_summary reviews(pageSize: 2, currentPage: $page) {
      items { nickname summary text average_rating created_at } page_info { current_page page_size total_pages } } }
  }
}`;

interface Metadata { productReviewRatingsMetadata: { items: Array<{ id: string; name: string; values: Array<{ value_id: string; value: string }> }> } }
interface ReviewList { products: { items: Array<{ review_count: number; rating_summary: number; reviews: { items: Array<Record<string, unknown>>; page_info: Record<string, number> } }> } }

describe('product reviews', () => {
  let db: Database;
  let server: RunningServer;
  let rating: { id: string; value_id: (stars: number) => string };
  const valid = { sku: 'SFD-POCKET', nickname: 'Ada', summary: 'Fits my pocket', text: 'Exactly what I needed on site visits.' };

  beforeAll(async () => {
    db = createDatabase(':memory:');
    insertSignedInCustomer(db, 'reviewer', 'eu', 42);
    server = await startTestServer({ db });
    const { body } = await graphqlGet<Metadata>(server.url, METADATA, { store: 'na_us' });
    const item = body.data?.productReviewRatingsMetadata.items[0];
    rating = { id: item?.id ?? '', value_id: (stars) => item?.values.find((v) => v.value === String(stars))?.value_id ?? '' };
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it('lists the rating and its five values, named in the store language', async () => {
    const { body } = await graphqlGet<Metadata>(server.url, METADATA, { store: 'de_de' });
    expect(body.data?.productReviewRatingsMetadata.items).toEqual([{
      id: 'NA==', name: 'Bewertung', values: [16, 17, 18, 19, 20].map((id, i) => ({ value_id: Buffer.from(String(id)).toString('base64'), value: String(i + 1) })),
    }]);
  });

  it.each([
    ['summary', 'Please enter a review summary.'],
    ['nickname', 'Please enter a nickname.'],
    ['text', 'Please enter a review.'],
  ])('refuses a review without %s with Magento\'s message', async (field, message) => {
    const { status, body } = await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: { ...valid, [field]: '  ', ratings: [] } } });
    expect(status).toBe(200);
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({ message, path: ['createProductReview'], extensions: { category: 'graphql-input' } });
  });

  it('a missing field in the variables is a GraphQL error (String!)', async () => {
    const { body } = await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: { sku: 'SFD-POCKET', summary: 'x', text: 'y', ratings: [] } } });
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]?.extensions).toEqual({ category: 'graphql' });
  });

  it('refuses an unknown SKU and an unknown rating value', async () => {
    const unknown = await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: { ...valid, sku: 'NOPE', ratings: [] } } });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Could not find a product with SKU "NOPE"', extensions: { category: 'graphql-no-such-entity' } });
    const badRating = await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: { ...valid, ratings: [{ id: rating.id, value_id: 'OTk5' }] } } });
    expect(badRating.body.errors?.[0]).toMatchObject({ message: 'Please select one of each of the ratings above.' });
  });

  it('creates a guest review pending approval; once approved it is listed first and counted in the summary', async () => {
    const before = await graphqlGet<ReviewList>(server.url, REVIEWS, { store: 'na_us', variables: { sku: 'SFD-POCKET' } });
    expect(before.body.data?.products.items[0]).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });
    const { body } = await graphqlPost<{ createProductReview: { review: Record<string, unknown> } }>(server.url, CREATE, {
      store: 'na_us', variables: { input: { ...valid, ratings: [{ id: rating.id, value_id: rating.value_id(4) }] } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createProductReview.review).toMatchObject({
      nickname: 'Ada', summary: 'Fits my pocket', text: 'Exactly what I needed on site visits.', average_rating: 80,
      ratings_breakdown: [{ name: 'Rating', value: '4' }], product: { sku: 'SFD-POCKET' },
    });
    expect(body.data?.createProductReview.review.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Magento's default: the review waits for a moderator, neither listed nor counted.
    const pending = await graphqlGet<ReviewList>(server.url, REVIEWS, { store: 'na_us', variables: { sku: 'SFD-POCKET' } });
    expect(pending.body.data?.products.items[0]).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });
    const { id } = db.prepare("SELECT id FROM reviews WHERE title = 'Fits my pocket'").get() as { id: number };
    expect(approveReview(db, id)).toBe(true);
    const after = await graphqlGet<ReviewList>(server.url, REVIEWS, { store: 'na_us', variables: { sku: 'SFD-POCKET' } });
    expect(after.body.data?.products.items[0]).toMatchObject({ review_count: 1, rating_summary: 80, reviews: { items: [{ nickname: 'Ada' }] } });
    // Reviews belong to the store view they were written in.
    const elsewhere = await graphqlGet<ReviewList>(server.url, REVIEWS, { store: 'uk_en', variables: { sku: 'SFD-POCKET' } });
    expect(elsewhere.body.data?.products.items[0]?.review_count).toBe(0);
  });

  it('pages the reviews of a product, newest first', async () => {
    const { body } = await graphqlGet<ReviewList>(server.url, REVIEWS, { store: 'fr_fr', variables: { sku: 'SFD-CORE-C', page: 1 } });
    const product = body.data?.products.items[0];
    expect(product?.review_count).toBe(2);
    expect(product?.reviews.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 1 });
    expect(product?.reviews.items.map((r) => r.summary)).toEqual(['Notre référence au studio', 'Très bien, mais lourd']);
  });

  it('refuses guests where the store allows reviews from customers only', async () => {
    const settings = JSON.parse((db.prepare("SELECT settings FROM stores WHERE code = 'it_it'").get() as { settings: string }).settings) as Record<string, unknown>;
    db.prepare("UPDATE stores SET settings = ? WHERE code = 'it_it'").run(JSON.stringify({ ...settings, allow_guests_to_write_product_reviews: '0' }));
    const guest = await graphqlPost(server.url, CREATE, { store: 'it_it', variables: { input: { ...valid, ratings: [] } } });
    expect(guest.status).toBe(403);
    expect(guest.body.errors?.[0]).toMatchObject({ message: 'I clienti ospiti non possono aggiungere recensioni dei prodotti.', extensions: { category: 'graphql-authorization' } });
    const customer = await graphqlPost(server.url, CREATE, { store: 'it_it', token: 'reviewer', variables: { input: { ...valid, ratings: [] } } });
    expect(customer.body.errors).toBeUndefined();
  });
});
