import { keepAttribute } from '../../../../src/lib/security/htmlPolicy';

// CMS forms may post only to this site (the shared sanitiser cases cover the markup; this, the origin rule).
describe('form targets in CMS HTML', () => {
  const origin = 'https://shop.spectrane.example';

  it.each(['/newsletter/subscribe', 'subscribe?x=1', '', `${origin}/newsletter`, `HTTPS://SHOP.SPECTRANE.EXAMPLE/a`])('keeps %j', (url) => {
    expect(keepAttribute('action', url, origin)).toBe(true);
    expect(keepAttribute('formaction', url, origin)).toBe(true);
  });

  it.each([
    'https://evil.example/steal', '//evil.example/x', '/\\evil.example/x', '\\\\evil.example', ' \thttps://evil.example',
    'http://shop.spectrane.example/x', 'https://shop.spectrane.example.evil.example/', 'javascript:alert(1)', 'mailto:a@b.example',
  ])('drops %j', (url) => {
    expect(keepAttribute('action', url, origin)).toBe(false);
    expect(keepAttribute('formaction', url, origin)).toBe(false);
  });
});
