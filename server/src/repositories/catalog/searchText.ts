/**
 * The form in which text is stored for search and in which queries are matched: lower case, accents
 * removed (so "echantillon" finds "échantillon"), whitespace collapsed. Chinese passes through unchanged
 * and is matched as a substring, which is what a shopper typing a few characters expects.
 */
export const normalizeSearchText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/ß/g, 'ss')
    // [^<>]: a scan for the closing > stops at the next <, so the pass stays linear (/<[^>]*>/ rescanned the rest of
    // the text from every <: 100 KB of them froze the server for seconds).
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Search words: what the shopper typed, split on whitespace and punctuation other than hyphens (codes like SR-210). */
export const searchTerms = (query: string): string[] =>
  [...new Set(normalizeSearchText(query).split(/[\s,;:!?"()[\]{}]+/).filter((term) => term.length > 0))].slice(0, 10);
