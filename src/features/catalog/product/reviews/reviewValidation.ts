import type { MessageId } from '../../../../lib/i18n/messages';

export interface ReviewDraft {
  nickname: string;
  summary: string;
  text: string;
  /** rating id → chosen value_id */
  ratings: Record<string, string>;
}

export type ReviewField = 'nickname' | 'summary' | 'text' | 'ratings';
export type ReviewErrors = Partial<Record<ReviewField, MessageId>>;

/**
 * Spec §5: a review needs nickname, summary and review ('This is a required field.'), and, as
 * Magento's form asks, a value for each rating the store has.
 */
export function validateReview(draft: ReviewDraft, ratingIds: readonly string[]): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!draft.nickname.trim()) errors.nickname = 'validator.required';
  if (!draft.summary.trim()) errors.summary = 'validator.required';
  if (!draft.text.trim()) errors.text = 'validator.required';
  if (ratingIds.some((id) => !draft.ratings[id])) errors.ratings = 'catalog.review.ratingRequired';
  return errors;
}

/** The first field with a problem, in the form's order (it gets the focus). */
export function firstInvalid(errors: ReviewErrors): ReviewField | null {
  return (['ratings', 'nickname', 'summary', 'text'] as const).find((field) => errors[field]) ?? null;
}
