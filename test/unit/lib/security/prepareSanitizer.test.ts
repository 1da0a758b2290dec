import purify from 'dompurify';
import type * as PurifyModule from '../../../../src/lib/security/purifySanitizer';
import type * as SanitizeModule from '../../../../src/lib/security/sanitize';

// prepareSanitizer picks the engine once (src/lib/security/sanitize.ts): each test loads a fresh copy.

const purifyLoads = vi.hoisted(() => ({ count: 0, fail: false }));
vi.mock('../../../../src/lib/security/purifySanitizer', async (importOriginal) => {
  const actual = await importOriginal<typeof PurifyModule>();
  return {
    createPurifySanitizer: (win: Window & typeof globalThis) => {
      if (purifyLoads.fail) throw new Error('Loading chunk purify failed.');
      purifyLoads.count += 1;
      return actual.createPurifySanitizer(win);
    },
  };
});

type SetHtml = (this: Element, html: string) => void;
const prototype = Element.prototype as Element & { setHTML?: SetHtml };

async function freshModule(): Promise<typeof SanitizeModule> {
  vi.resetModules();
  return import('../../../../src/lib/security/sanitize');
}

beforeEach(() => {
  purifyLoads.count = 0;
});

afterEach(() => {
  delete prototype.setHTML;
  purifyLoads.count = 0;
  purifyLoads.fail = false;
});

describe('prepareSanitizer', () => {
  it("uses the browser's HTML Sanitizer API when it has one, without loading DOMPurify", async () => {
    // A stand-in for Element.setHTML that sanitises (as the real one does).
    prototype.setHTML = function setHTML(html) {
      this.innerHTML = purify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style'] });
    };
    const { prepareSanitizer, sanitizeHtml } = await freshModule();
    await prepareSanitizer();
    expect(purifyLoads.count).toBe(0);
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" onclick="x()">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('does not trust a setHTML that lets script through: DOMPurify then', async () => {
    prototype.setHTML = function setHTML(html) {
      this.innerHTML = html;
    };
    const { prepareSanitizer, sanitizeHtml } = await freshModule();
    await prepareSanitizer();
    expect(purifyLoads.count).toBe(1);
    expect(sanitizeHtml('<p onclick="x()">a</p><script>x()</script>')).toBe('<p>a</p>');
  });

  it('when DOMPurify cannot load, resolves all the same and leaves CMS HTML out, never unsanitised', async () => {
    purifyLoads.fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { prepareSanitizer, sanitizeHtml } = await freshModule();
    await expect(prepareSanitizer()).resolves.toBeUndefined();
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    // Back online: the next preparation loads it.
    purifyLoads.fail = false;
    await prepareSanitizer();
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    warn.mockRestore();
  });
});
