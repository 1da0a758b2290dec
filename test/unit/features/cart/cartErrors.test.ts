import { isStaleError } from '../../../../src/features/cart/cartErrors';

// Magento answers in the store's language (issue 22): a stale cart is recognised in every store.
describe('isStaleError', () => {
  it.each([
    ["The cart isn't active.", 'en'],
    ['Der Warenkorb ist nicht aktiv.', 'de'],
    ['El carrito no está activo.', 'es'],
    ['Le panier n’est pas actif.', 'fr'],
    ['Il carrello non è attivo.', 'it'],
    ['購物車未啟用。', 'zh'],
  ])('knows "%s" (%s) as a stale cart on a mutation', (message) => {
    expect(isStaleError({ message, extensions: { category: 'graphql-no-such-entity' } }, 'abc', false)).toBe(true);
  });

  it('does not take an invalid coupon for a stale cart, in any language', () => {
    for (const message of ["The coupon code isn't valid. Verify the code and try again.",
      'Der Gutscheincode ist ungültig. Überprüfen Sie den Code und versuchen Sie es erneut.']) {
      expect(isStaleError({ message, extensions: { category: 'graphql-no-such-entity' } }, 'abc', false)).toBe(false);
    }
  });
});
