// Spec §5: a text area may limit its length by code points, as Magento counts (mb_strlen). A native
// maxLength counts UTF-16 units, so an emoji or a rarer CJK character would count twice and typing
// would stop while the count still showed room.

/** The length of `text` in code points. */
export const codePointLength = (text: string): number => [...text].length;

/** `text` cut to its first `max` code points (never halfway through a surrogate pair). */
export const clipCodePoints = (text: string, max: number): string => (codePointLength(text) > max ? [...text].slice(0, max).join('') : text);

/**
 * A text entry's change held to `max` code points the way a maxLength holds it: of what was typed or pasted,
 * only what fits goes in, and the text around it stays (clipping the end instead would drop the last letters
 * when the shopper types in the middle). `caret` is where the cursor goes (a UTF-16 index). Null when `next`
 * is within the limit.
 */
export function limitInsertion(previous: string, next: string, max: number): { value: string; caret: number } | null {
  const after = [...next];
  if (after.length <= max) return null;
  const before = [...previous];
  const most = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < most && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < most - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix += 1;
  const fitted = after.slice(prefix, after.length - suffix).slice(0, Math.max(0, max - prefix - suffix));
  const head = [...after.slice(0, prefix), ...fitted].join('');
  // Text already over the limit before this change (not typed here) is cut at the end.
  const value = clipCodePoints(head + after.slice(after.length - suffix).join(''), max);
  return { value, caret: Math.min(head.length, value.length) };
}
