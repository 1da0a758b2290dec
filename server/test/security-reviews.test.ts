import { firstError } from './customerHelpers';
import { graphqlGet, graphqlPost, useTestServer } from './helpers';

const METADATA = '{ productReviewRatingsMetadata { items { id values { value_id value } } } }';
const CREATE = 'mutation Review($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary average_rating } } }';
const SUMMARY = 'query Summary($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary reviews { items { summary } } } } }';

interface Summary { products: { items: Array<{ review_count: number; rating_summary: number; reviews: { items: Array<{ summary: string }> } }> } }

describe('reviews under abuse', () => {
  const { db, server } = useTestServer();
  const sku = 'SFD-CORE-C';
  const base = { sku, nickname: 'Mallory', summary: 'Terrible', text: 'Do not buy.' };
  const create = (input: Record<string, unknown>) => graphqlPost<{ createProductReview: { review: { summary: string; average_rating: number } } }>(server.url, CREATE, { store: 'na_us', variables: { input: { ratings: [], ...input } } });
  const summary = async () => (await graphqlGet<Summary>(server.url, SUMMARY, { store: 'na_us', variables: { sku } })).body.data?.products.items[0];
  const stored = () => (db.prepare('SELECT COUNT(*) AS n FROM reviews').get() as { n: number }).n;

  it('does not publish a guest review: it waits for approval, neither listed nor counted', async () => {
    const before = await summary();
    const { body } = await create({ ...base, summary: 'Fake praise' });
    expect(body.data).toEqual({ createProductReview: { review: { summary: 'Fake praise', average_rating: 0 } } });
    expect(await summary()).toEqual(before);
    expect((await summary())?.reviews.items.map((r) => r.summary)).not.toContain('Fake praise');
  });

  it('refuses 500 votes on one rating in one review, and stores nothing', async () => {
    const metadata = await graphqlGet<{ productReviewRatingsMetadata: { items: Array<{ id: string; values: Array<{ value_id: string; value: string }> }> } }>(
      server.url, METADATA, { store: 'na_us' });
    const rating = metadata.body.data?.productReviewRatingsMetadata.items[0];
    const oneStar = rating?.values.find((v) => v.value === '1')?.value_id ?? '';
    const count = stored();
    const votes = (n: number) => Array.from({ length: n }, () => ({ id: rating?.id, value_id: oneStar }));
    // 500 do not even reach the resolver (the input-list limit); 50 are refused as votes on one rating.
    expect(firstError((await create({ ...base, ratings: votes(500) })).body)).toEqual({
      message: 'Maximum items of type "ProductReviewRatingInput" is 100.', category: 'graphql-input',
    });
    expect(firstError((await create({ ...base, ratings: votes(50) })).body)).toEqual({
      message: 'Please select one of each of the ratings above.', category: 'graphql-input',
    });
    expect(firstError((await create({ ...base, ratings: votes(2) })).body).message).toBe('Please select one of each of the ratings above.');
    expect(stored()).toBe(count);
    // One vote per rating is fine.
    expect((await create({ ...base, ratings: [{ id: rating?.id, value_id: oneStar }] })).body.data?.createProductReview.review.average_rating).toBe(20);
  });

  it.each([
    ['nickname', 128, "Nickname can't be longer than 128 characters."],
    ['summary', 255, "Summary can't be longer than 255 characters."],
    ['text', 65_535, "Review can't be longer than 65535 characters."],
  ])('takes a %s of %i characters and refuses one more', async (field, limit, message) => {
    const count = stored();
    expect((await create({ ...base, [field]: 'é'.repeat(limit) })).body.errors).toBeUndefined();
    const { body } = await create({ ...base, [field]: 'é'.repeat(limit + 1) });
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
    expect(stored()).toBe(count + 1);
  });

  it('refuses a megabyte of review text', async () => {
    const { body } = await create({ ...base, text: 'x'.repeat(1_000_000) });
    expect(firstError(body).message).toBe("Review can't be longer than 65535 characters.");
  });
});
