// Spec §5: a text area may limit its length by code points, as Magento counts (mb_strlen). A native
// maxLength counts UTF-16 units, so an emoji or a rarer CJK character would count twice and typing
// would stop while the count still showed room.

/** The length of `text` in code points. */
export const codePointLength = (text: string): number => [...text].length;

/** `text` cut to its first `max` code points (never halfway through a surrogate pair). */
export const clipCodePoints = (text: string, max: number): string => (codePointLength(text) > max ? [...text].slice(0, max).join('') : text);
