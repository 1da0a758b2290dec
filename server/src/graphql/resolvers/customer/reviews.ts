import { listCustomerReviews } from '../../../repositories/customer/reviews';
import { catalogLoaders } from '../catalog/loaders';
import { pageInfo } from '../catalog/paging';
import { reviewOutput } from '../catalog/reviews';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { Resolver } from '../types';

/** Customer.reviews: the reviews this customer wrote (createProductReview records the token's customer). */
const reviews: Resolver<{ currentPage: number; pageSize: number }, unknown, CustomerRecord> = (customer, args, context) => {
  pageInfo(0, args.pageSize, args.currentPage);
  const page = listCustomerReviews(context.db, customer.id, context.store.code, args.pageSize, args.currentPage);
  const products = catalogLoaders(context).products;
  return {
    items: page.items.map((review) => reviewOutput(review, products.load(review.product_id))),
    page_info: pageInfo(page.total, args.pageSize, args.currentPage, { beyondLastPage: true }),
  };
};

export const customerReviewResolvers = {
  CustomerFields: { reviews },
};
