import fs from 'node:fs';
import path from 'node:path';
import enUS from '../../../../i18n/en_US.json';

const DIR = path.resolve(__dirname, '../../../../i18n');
const LOCALES = ['en_US', 'en_GB', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'zh_HK'];
const source = enUS as Record<string, string>;

function load(locale: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Record<string, unknown>;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('are exactly the seven locales', () => {
    expect(fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    const messages = load(locale);

    it('has every key of en_US and no other', () => {
      const missing = Object.keys(source).filter((k) => !(k in messages));
      const extra = Object.keys(messages).filter((k) => !(k in source));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has non-empty text with the same placeholders as en_US', () => {
      for (const [id, text] of Object.entries(messages)) {
        expect(typeof text === 'string' && text.trim().length > 0, id).toBe(true);
        expect(placeholders(String(text)), id).toEqual(placeholders(source[id] ?? ''));
      }
    });
  });

  it('uses the spec wording for en_US', () => {
    expect(source['validator.required']).toBe('This is a required field.');
    expect(source['validator.email']).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(source['notFound.title']).toBe("Sorry, we can't find the page you are looking for!");
  });

  it('translates: non-English files differ from en_US', () => {
    // Words that really are the same in a language (SKU is SKU in Italian and German shops).
    const sameOnPurpose: Record<string, string[]> = {
      it_IT: ['cart.sku', 'checkout.review.sku'],
      de_DE: ['cart.sku', 'account.vat.status', 'account.downloadable.status'],
      fr_FR: ['cart.sku', 'account.wishlist.shareMessage', 'account.downloadable.date'],
    };
    // A message of placeholders only ('{brand}') has nothing to translate.
    const hasWords = (text: string | undefined) => /\p{L}/u.test((text ?? '').replace(/\{[^{}]*\}/g, ''));
    for (const locale of ['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'zh_HK']) {
      const messages = load(locale);
      const allowed = new Set(sameOnPurpose[locale] ?? []);
      const same = Object.keys(source).filter((k) => messages[k] === source[k] && !allowed.has(k) && hasWords(source[k]));
      expect({ locale, same }).toEqual({ locale, same: [] });
    }
  });
});
