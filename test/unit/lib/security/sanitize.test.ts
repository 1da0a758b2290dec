import { isSameOrigin, leavesSite, safeInternalPath, sanitizeHtml } from '../../../../src/lib/security/sanitize';
import { SANITIZE_CASES, sanitizeFailures } from '../../../shared/sanitizeCases';

const ORIGIN = 'https://shop.example';

describe('sanitizeHtml (DOMPurify, as in browsers without the HTML Sanitizer API)', () => {
  it.each(SANITIZE_CASES.map((testCase) => [testCase.title, testCase] as const))('%s', (_title, testCase) => {
    expect(sanitizeFailures(testCase, sanitizeHtml(testCase.html))).toEqual([]);
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSameOrigin', () => {
  it.each([
    ['/checkout', true],
    ['checkout/cart', true],
    [`${ORIGIN}/a?b#c`, true],
    ['https://evil.example/a', false],
    ['//evil.example/a', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,hi', false],
    ['http://shop.example/a', false],
    ['', false],
  ])('%s -> %s', (url, expected) => {
    expect(isSameOrigin(url, ORIGIN)).toBe(expected);
  });

  it('uses the page origin by default', () => {
    expect(isSameOrigin('/x')).toBe(true);
    expect(isSameOrigin(null)).toBe(false);
  });
});

describe('safeInternalPath', () => {
  it('returns path, query and hash for our origin', () => {
    expect(safeInternalPath(`${ORIGIN}/eu/de/cart?x=1#top`, ORIGIN)).toBe('/eu/de/cart?x=1#top');
    expect(safeInternalPath('/checkout', ORIGIN)).toBe('/checkout');
  });

  it('refuses other origins, javascript: and data:', () => {
    expect(safeInternalPath('https://evil.example/', ORIGIN)).toBeNull();
    expect(safeInternalPath('//evil.example/', ORIGIN)).toBeNull();
    expect(safeInternalPath('JavaScript:alert(1)', ORIGIN)).toBeNull();
    expect(safeInternalPath('data:text/html;base64,PHA+', ORIGIN)).toBeNull();
    expect(safeInternalPath(undefined, ORIGIN)).toBeNull();
  });

  it('refuses a URL on our origin whose path would read as another host', () => {
    expect(safeInternalPath(`${ORIGIN}//evil.example/x`, ORIGIN)).toBeNull();
    expect(safeInternalPath(`${ORIGIN}/\\evil.example/`, ORIGIN)).toBeNull();
    expect(safeInternalPath('///evil.example', ORIGIN)).toBeNull();
  });

  it('uses the page origin by default', () => {
    expect(safeInternalPath('/a')).toBe('/a');
  });
});

describe('leavesSite', () => {
  it('is true for http(s) URLs on another host, however they are spelled', () => {
    for (const url of ['https://other.example/', 'HTTP://other.example', '//other.example/x', '/\\other.example/', ' https://other.example']) {
      expect(leavesSite(url, ORIGIN)).toBe(true);
    }
  });

  it('is false for our origin, relative paths, other schemes and what does not parse', () => {
    for (const url of [`${ORIGIN}/eu/de/`, '/checkout', 'cart', 'mailto:help@spectrane.example', 'javascript:alert(1)', 'https://', '', null]) {
      expect(leavesSite(url, ORIGIN)).toBe(false);
    }
  });
});
