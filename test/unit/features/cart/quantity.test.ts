import { checkQuantity, showUpdateButton } from '../../../../src/features/cart/quantity';

describe('checkQuantity (spec §8 bad quantities are never sent)', () => {
  it.each([
    ['0', 'cart.quantity.notPositive'],
    ['-3', 'cart.quantity.notPositive'],
    ['1.5', 'cart.quantity.notWhole'],
    ['abc', 'cart.quantity.notNumber'],
    ['', 'cart.quantity.notNumber'],
    ['2e3', 'cart.quantity.notNumber'],
    ['20000', 'cart.quantity.tooMany'],
  ])('refuses %j with %s', (input, messageId) => {
    expect(checkQuantity(input)).toEqual({ ok: false, messageId });
  });

  it('accepts whole numbers (spaces trimmed) and decimals where allowed', () => {
    expect(checkQuantity(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(checkQuantity('1,5', true)).toEqual({ ok: true, value: 1.5 });
  });
});

describe('showUpdateButton (spec §4 mini-cart quantity)', () => {
  it('shows only when the edit differs from the cart and the item is editable', () => {
    expect(showUpdateButton('2', 2, true)).toBe(false);
    expect(showUpdateButton('3', 2, true)).toBe(true);
    expect(showUpdateButton('3', 2, false)).toBe(false);
    expect(showUpdateButton('', 2, true)).toBe(false);
  });
});
