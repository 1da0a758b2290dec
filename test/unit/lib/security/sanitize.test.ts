import { isSameOrigin, safeInternalPath, sanitizeHtml } from '../../../../src/lib/security/sanitize';

const ORIGIN = 'https://shop.example';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup and links', () => {
    expect(sanitizeHtml('<ul><li><a href="/eu/de/x">X</a></li></ul>')).toBe('<ul><li><a href="/eu/de/x">X</a></li></ul>');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>');
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('removes data: URLs, even on images', () => {
    const out = sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x"><a href="data:text/html,hi">c</a>');
    expect(out).not.toContain('data:');
    expect(out).toContain('alt="x"');
  });

  it('keeps target=_blank with rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops SVG and MathML (html profile only)', () => {
    expect(sanitizeHtml('<svg><circle r="1"></circle></svg><math><mi>x</mi></math>')).toBe('');
  });

  it('removes <style> elements, with their rules', () => {
    const out = sanitizeHtml('<style>@import "https://evil.example/x.css"; body{display:none}</style><p>Text</p>');
    expect(out).toBe('<p>Text</p>');
    // The mutation-XSS shape that hides markup inside a style element.
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">')).not.toMatch(/onerror|<style/i);
  });

  it('keeps harmless inline styles', () => {
    expect(sanitizeHtml('<p style="color: red; text-align: center">a</p>')).toBe('<p style="color: red; text-align: center">a</p>');
  });

  it.each([
    ['background: url(https://evil.example/beacon.gif)'],
    ['background-image: URL ("javascript:alert(1)")'],
    ['width: expression(alert(1))'],
    ['background: image-set("https://evil.example/a.png" 1x)'],
    ['behavior: url(x.htc)'],
    ['-moz-binding: url(x.xml#xss)'],
    ['background: \\75 rl(https://evil.example/escaped.gif)'],
    ['background: u/**/rl(x)'],
    ['position: fixed; inset: 0'],
    ['position:sticky'],
  ])('drops a style attribute that can load, run or overlay: %s', (style) => {
    const out = sanitizeHtml(`<p style='${style}'>a</p>`);
    expect(out).toBe('<p>a</p>');
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

  it('uses the page origin by default', () => {
    expect(safeInternalPath('/a')).toBe('/a');
  });
});
