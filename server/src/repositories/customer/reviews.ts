import { type ReviewRecord, withVotes } from '../catalog/reviews';
import type { Database } from 'better-sqlite3';

/**
 * The customer's own reviews (any status: a pending review is still "my review"), newest first, with votes
 * labelled in `storeCode` — Magento's CustomerReviewsDataProvider.
 */
export const listCustomerReviews = (db: Database, customerId: number, storeCode: string, pageSize: number, currentPage: number):
{ items: ReviewRecord[]; total: number } => {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?').get(customerId) as { n: number }).n;
  const rows = db.prepare(`SELECT id, product_id, nickname, title, detail, created_at FROM reviews WHERE customer_id = ?
    ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(customerId, pageSize, (currentPage - 1) * pageSize) as Array<Omit<ReviewRecord, 'votes'>>;
  return { items: withVotes(db, storeCode, rows), total };
};
