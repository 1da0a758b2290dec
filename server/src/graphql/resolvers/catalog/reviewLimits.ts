/**
 * The sizes Magento's review tables hold (review_detail.nickname varchar(128), title varchar(255), detail TEXT):
 * what does not fit is refused rather than stored (a megabyte of review text had been kept and served).
 */
export const reviewLimits = { nickname: 128, summary: 255, text: 65_535 } as const;

const length = (text: string): number => [...text.trim()].length;

/** The first field that is too long, as a message; null when all fit. */
export function reviewLengthProblem(input: { nickname: string; summary: string; text: string }): string | null {
  if (length(input.nickname) > reviewLimits.nickname) return `Nickname can't be longer than ${reviewLimits.nickname} characters.`;
  if (length(input.summary) > reviewLimits.summary) return `Summary can't be longer than ${reviewLimits.summary} characters.`;
  if (length(input.text) > reviewLimits.text) return `Review can't be longer than ${reviewLimits.text} characters.`;
  return null;
}
