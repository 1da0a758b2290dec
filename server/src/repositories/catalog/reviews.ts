import { groupBy, idList } from './batch';
import type { Database } from 'better-sqlite3';

/** Magento's review_status. */
export const reviewStatus = { approved: 1, pending: 2, notApproved: 3 } as const;

/**
 * A moderator's decision on a review (Magento's admin Reviews grid; the embedded store has no admin, so tests and
 * scripts call this). Only approved reviews are listed and counted in a product's rating.
 */
export const setReviewStatus = (db: Database, reviewId: number, status: (typeof reviewStatus)[keyof typeof reviewStatus]): boolean =>
  db.prepare('UPDATE reviews SET status_id = ? WHERE id = ?').run(status, reviewId).changes === 1;

export const approveReview = (db: Database, reviewId: number): boolean => setReviewStatus(db, reviewId, reviewStatus.approved);

export interface RatingRecord {
  id: number;
  name: string;
  options: Array<{ id: number; value: number }>;
}

/** Active ratings with their store name and options (1–5), in position order. */
export const listRatings = (db: Database, storeCode: string): RatingRecord[] => {
  const ratings = db.prepare(`SELECT r.id, COALESCE(l.label, r.code) AS name FROM ratings r
    LEFT JOIN catalog_labels l ON l.entity = 'rating' AND l.entity_id = r.id AND l.store_code = ?
    WHERE r.is_active = 1 ORDER BY r.position, r.id`).all(storeCode) as Array<{ id: number; name: string }>;
  const options = groupBy(db.prepare('SELECT id, rating_id, value FROM rating_options ORDER BY rating_id, position')
    .all() as Array<{ id: number; rating_id: number; value: number }>, (row) => row.rating_id);
  return ratings.map((rating) => ({
    ...rating, options: (options.get(rating.id) ?? []).map(({ id, value }) => ({ id, value })),
  }));
};

export interface ReviewSummary {
  count: number;
  /** Average of all vote percentages (0–100), Magento's rating_summary. */
  summary: number;
}

/** Approved reviews per product in one store view. */
export const reviewSummariesFor = (db: Database, storeCode: string, ids: readonly number[]): Map<number, ReviewSummary> =>
  new Map((db.prepare(`SELECT r.product_id, COUNT(DISTINCT r.id) AS count, COALESCE(AVG(v.percent), 0) AS summary
    FROM reviews r LEFT JOIN review_votes v ON v.review_id = r.id
    WHERE r.store_code = ? AND r.status_id = 1 AND r.product_id IN (SELECT value FROM json_each(?)) GROUP BY r.product_id`)
    .all(storeCode, idList(ids)) as Array<{ product_id: number; count: number; summary: number }>)
    .map((row) => [row.product_id, { count: row.count, summary: row.summary }]));

export interface ReviewRecord {
  id: number;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  created_at: string;
  votes: Array<{ rating: string; value: number; percent: number }>;
}

export const withVotes = (db: Database, storeCode: string, reviews: Array<Omit<ReviewRecord, 'votes'>>): ReviewRecord[] => {
  const votes = groupBy(db.prepare(`SELECT v.review_id, COALESCE(l.label, r.code) AS rating, v.value, v.percent
    FROM review_votes v JOIN ratings r ON r.id = v.rating_id
    LEFT JOIN catalog_labels l ON l.entity = 'rating' AND l.entity_id = r.id AND l.store_code = ?
    WHERE v.review_id IN (SELECT value FROM json_each(?)) ORDER BY v.review_id, r.position`)
    .all(storeCode, idList(reviews.map((r) => r.id))) as Array<{ review_id: number; rating: string; value: number; percent: number }>,
  (row) => row.review_id);
  return reviews.map((review) => ({
    ...review, votes: (votes.get(review.id) ?? []).map(({ rating, value, percent }) => ({ rating, value, percent })),
  }));
};

/** A page of a product's approved reviews in the store, newest first (Magento's setDateOrder). */
export const listReviews = (db: Database, storeCode: string, productId: number, pageSize: number, currentPage: number): ReviewRecord[] =>
  withVotes(db, storeCode, db.prepare(`SELECT id, product_id, nickname, title, detail, created_at FROM reviews
    WHERE store_code = ? AND product_id = ? AND status_id = 1 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(storeCode, productId, pageSize, (currentPage - 1) * pageSize) as Array<Omit<ReviewRecord, 'votes'>>);

export interface NewReview {
  productId: number;
  storeCode: string;
  customerId: number | null;
  nickname: string;
  title: string;
  detail: string;
  statusId: number;
  votes: Array<{ ratingId: number; optionId: number; value: number }>;
}

export const insertReview = (db: Database, review: NewReview): ReviewRecord => {
  const id = db.transaction(() => {
    const reviewId = Number(db.prepare(`INSERT INTO reviews (product_id, store_code, customer_id, nickname, title, detail, status_id)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(review.productId, review.storeCode, review.customerId, review.nickname, review.title,
      review.detail, review.statusId).lastInsertRowid);
    const vote = db.prepare('INSERT INTO review_votes (review_id, rating_id, option_id, value, percent) VALUES (?, ?, ?, ?, ?)');
    for (const v of review.votes) vote.run(reviewId, v.ratingId, v.optionId, v.value, v.value * 20);
    return reviewId;
  })();
  const row = db.prepare('SELECT id, product_id, nickname, title, detail, created_at FROM reviews WHERE id = ?')
    .get(id) as Omit<ReviewRecord, 'votes'>;
  return withVotes(db, review.storeCode, [row])[0] ?? { ...row, votes: [] };
};
