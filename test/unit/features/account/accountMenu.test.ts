import enUS from '../../../../i18n/en_US.json';
import { ACCOUNT_MENU, SIGN_OUT_REDIRECT, accountEntryFor, accountMenuFor } from '../../../../src/features/account/accountMenu';
import { resolveRoute } from '../../../../src/shared/store/routeTable';

describe('ACCOUNT_MENU (spec §2.2)', () => {
  it('lists the spec entries in order, sign-out last without a URL', () => {
    expect(ACCOUNT_MENU.map((e) => [e.path, enUS[e.messageId]])).toEqual([
      ['/account', 'My Account'],
      ['/account/order-history', 'My Orders'],
      ['/account/downloadable', 'Downloadable Products'],
      ['/account/address-book', 'Address Book'],
      ['/account/account-information', 'Account Information'],
      ['/account/newsletter', 'Newsletter Subscriptions'],
      ['/account/wishlist', 'My Wish List'],
      ['/account/reviews', 'My Product Reviews'],
      ['/account/vat-number', 'VAT Number'],
      [null, 'Sign Out'],
    ]);
  });

  const vatStore = { validateVat: true, wishlistEnabled: true };
  const noVat = { validateVat: false, wishlistEnabled: true };

  it("shows VAT Number only where the store config's validate_vat is on (spec §6)", () => {
    expect(accountMenuFor(vatStore).map((e) => e.key)).toContain('vat');
    expect(accountMenuFor(noVat).map((e) => e.key)).not.toContain('vat');
    expect(accountEntryFor('/account/vat-number', noVat).key).toBe('myAccount');
    expect(accountEntryFor('/account/vat-number', vatStore).key).toBe('vat');
    expect(accountMenuFor(noVat).map((e) => e.key)).toEqual(['myAccount', 'myOrders', 'downloadable', 'addressBook', 'accountInformation', 'newsletter', 'wishlist', 'reviews', 'signOut']);
  });

  it('leaves My Wish List out where the store has wish lists off', () => {
    const off = { validateVat: false, wishlistEnabled: false };
    expect(accountMenuFor(off).map((e) => e.key)).not.toContain('wishlist');
    expect(accountEntryFor('/account/wishlist', off).key).toBe('myAccount');
    expect(accountEntryFor('/account/wishlist', noVat).key).toBe('wishlist');
  });

  it('every entry with a URL is a page of the account route', () => {
    for (const entry of ACCOUNT_MENU) if (entry.path) expect(resolveRoute(entry.path, 'na_us').id).toBe('account');
  });

  it('signs out to the login page', () => {
    expect(SIGN_OUT_REDIRECT).toBe('/customer/account/login');
    expect(resolveRoute(SIGN_OUT_REDIRECT, 'de_de').id).toBe('login');
  });

  it('finds the entry of an account path, /account for others', () => {
    expect(accountEntryFor('/account/address-book').key).toBe('addressBook');
    expect(accountEntryFor('/Account/Newsletter/').key).toBe('newsletter');
    expect(accountEntryFor('/account/order-history/view/3').key).toBe('myAccount');
    expect(accountEntryFor('/account').key).toBe('myAccount');
  });
});
