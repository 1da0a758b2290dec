// The query text of a GET request (spec §7: queries go as GET) without the whitespace and commas that
// graphql's printer puts between tokens, so that URLs stay short. graphql's stripIgnoredCharacters
// does this for any GraphQL text, but brings graphql's lexer into the first load (some 4 KB gzip).
// Printer output is regular enough for one pattern: tokens are separated by whitespace or a comma
// outside string values, and the printer writes no comments.
// test/unit/lib/graphql/compactQuery.test.ts checks the result against stripIgnoredCharacters for
// every document of the storefront and for the other shapes the printer writes.

/** A block string, a string, a run of ignored characters, or a run of anything else. */
const PIECES = /"""(?:\\"""|(?!""")[\s\S])*"""|"(?:[^"\\\n]|\\.)*"|[\s,]+|[^\s,"]+/g;
const IGNORED = /^[\s,]/;
/** A name, number or string ends here (a punctuator never ends in these). */
const ENDS_VALUE = /[_A-Za-z0-9"]$/;
/** A name, number (perhaps negative) or string starts here, or a spread (`...`). */
const STARTS_VALUE = /^([_A-Za-z0-9"-]|\.\.\.)/;

/**
 * `print(document)` with the ignored characters taken out: a space is kept only where a name,
 * number or string meets another, or a spread, as stripIgnoredCharacters leaves it.
 */
export function compactQuery(printed: string): string {
  let out = '';
  for (const [piece] of printed.matchAll(PIECES)) {
    if (IGNORED.test(piece)) continue;
    if (ENDS_VALUE.test(out) && STARTS_VALUE.test(piece)) out += ' ';
    out += piece;
  }
  return out;
}
