import { decodeUid, encodeUid } from '../../../lib/uid';
import { findProductBySku, type ProductRecord } from '../../../repositories/catalog/products';
import {
  insertReview, listRatings, listReviews, type ReviewRecord, reviewStatus,
} from '../../../repositories/catalog/reviews';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import { catalogLoaders } from './loaders';
import { pageInfo } from './paging';
import { reviewLengthProblem } from './reviewLimits';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const reviewsEnabled = (context: GraphQLContext): boolean => context.store.settings.product_reviews_enabled === '1';

/** ProductReview in Magento's shape; average_rating is the mean vote percentage (80 = four stars). */
export const reviewOutput = (review: ReviewRecord, product: ProductRecord | Promise<ProductRecord | undefined>): unknown => ({
  nickname: review.nickname,
  summary: review.title,
  text: review.detail,
  created_at: review.created_at,
  average_rating: review.votes.length === 0 ? 0
    : Math.round((review.votes.reduce((sum, v) => sum + v.percent, 0) / review.votes.length) * 100) / 100,
  ratings_breakdown: review.votes.map((vote) => ({ name: vote.rating, value: String(vote.value) })),
  product,
});

const productReviewRatingsMetadata: Resolver = (_parent, _args, context) => ({
  items: reviewsEnabled(context) ? listRatings(context.db, context.store.code).map((rating) => ({
    id: encodeUid(rating.id),
    name: rating.name,
    values: rating.options.map((option) => ({ value_id: encodeUid(option.id), value: String(option.value) })),
  })) : [],
});

interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: ReadonlyArray<{ id: string; value_id: string } | null>;
}

/**
 * Magento's createProductReview: the same guards and messages, plus the checks of Review::validate()
 * (Magento's form controller runs them; its GraphQL resolver stores empty texts as they come).
 */
const createProductReview: Resolver<{ input: CreateProductReviewInput }> = (_parent, { input }, context) => {
  if (!reviewsEnabled(context)) throw authorizationError('Creating product reviews are not currently available.');
  if (context.customerId === null && context.store.settings.allow_guests_to_write_product_reviews !== '1') {
    throw authorizationError("Guest customers aren't allowed to add product reviews.");
  }
  if (!input.summary.trim()) throw inputError('Please enter a review summary.');
  if (!input.nickname.trim()) throw inputError('Please enter a nickname.');
  if (!input.text.trim()) throw inputError('Please enter a review.');
  const tooLong = reviewLengthProblem(input);
  if (tooLong) throw inputError(tooLong);
  const product = findProductBySku(context.db, { store: context.store.code, currency: context.currencyCode }, input.sku);
  if (!product) throw noSuchEntityError(`Could not find a product with SKU "${input.sku}"`);
  const ratings = listRatings(context.db, context.store.code);
  const votes = input.ratings.filter((r): r is { id: string; value_id: string } => r !== null).map((vote) => {
    const rating = ratings.find((r) => String(r.id) === decodeUid(vote.id));
    const option = rating?.options.find((o) => String(o.id) === decodeUid(vote.value_id));
    if (!rating || !option) throw inputError('Please select one of each of the ratings above.');
    return { ratingId: rating.id, optionId: option.id, value: option.value };
  });
  // One vote per rating: 500 one-star votes in one review had moved a product from 90 to 20.
  if (new Set(votes.map((v) => v.ratingId)).size !== votes.length) throw inputError('Please select one of each of the ratings above.');
  const review = insertReview(context.db, {
    productId: product.id, storeCode: context.store.code, customerId: context.customerId, nickname: input.nickname.trim(),
    title: input.summary.trim(), detail: input.text.trim(), votes,
    // Magento's default: a new review waits for approval (approveReview) and is not listed until then.
    statusId: reviewStatus.pending,
  });
  return { review: reviewOutput(review, product) };
};

const summary = async (product: ProductRecord, context: GraphQLContext): Promise<{ count: number; summary: number }> =>
  (await catalogLoaders(context).reviewSummaries.load(product.id)) ?? { count: 0, summary: 0 };

export const reviewFieldResolvers = {
  rating_summary: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<number> =>
    Math.round((await summary(product, context)).summary * 10) / 10,
  review_count: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<number> =>
    (await summary(product, context)).count,
  reviews: async (product: ProductRecord, args: { pageSize: number; currentPage: number }, context: GraphQLContext): Promise<unknown> => {
    const total = (await summary(product, context)).count;
    const info = pageInfo(total, args.pageSize, args.currentPage, { beyondLastPage: true });
    return {
      items: listReviews(context.db, context.store.code, product.id, args.pageSize, args.currentPage)
        .map((review) => reviewOutput(review, product)),
      page_info: info,
    };
  },
};

export const reviewResolvers = {
  Query: { productReviewRatingsMetadata },
  Mutation: { createProductReview },
};
