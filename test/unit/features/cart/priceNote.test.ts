import enUS from '../../../../i18n/en_US.json';
import { priceNoteKey } from '../../../../src/features/cart/priceNote';

const note = (routePath: string, vatValid: boolean | null) => enUS[priceNoteKey(routePath, vatValid)];

describe('cart price note (spec §2.4: by route path and VAT validity)', () => {
  it('US store (no route prefix): before sales tax, whatever the VAT state', () => {
    expect(note('', null)).toBe('Price per item, before sales tax');
    expect(note('', true)).toBe('Price per item, before sales tax');
  });

  it.each(['/eu/de', '/eu/en', '/EU/fr', '/uk/en'])('%s: VAT included, or not charged with a validated VAT number', (routePath) => {
    expect(note(routePath, null)).toBe('Price per item, VAT included');
    expect(note(routePath, false)).toBe('Price per item, VAT included');
    expect(note(routePath, true)).toBe('Price per item, VAT number validated: VAT not charged');
  });

  it.each(['/hk/en', '/hk/tc'])('%s (no sales tax): the plain note', (routePath) => {
    expect(note(routePath, null)).toBe('Price per item');
    expect(note(routePath, true)).toBe('Price per item');
  });
});
