import enUS from '../../../../i18n/en_US.json';
import { ACCOUNT_MENU, SIGN_OUT_REDIRECT, accountEntryFor, accountMenuFor, VAT_STORES } from '../../../../src/features/account/accountMenu';
import { resolveRoute } from '../../../../src/features/store/routeTable';

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

  it('shows VAT Number only in the EU stores (spec §6)', () => {
    expect(VAT_STORES).toEqual(['eu_en', 'de_de', 'es_es', 'fr_fr', 'it_it']);
    for (const store of VAT_STORES) expect(accountMenuFor(store).map((e) => e.key)).toContain('vat');
    for (const store of ['na_us', 'uk_en', 'hk_en', 'hk_tc']) {
      expect(accountMenuFor(store).map((e) => e.key)).not.toContain('vat');
      expect(accountEntryFor('/account/vat-number', store).key).toBe('myAccount');
    }
    expect(accountEntryFor('/account/vat-number', 'de_de').key).toBe('vat');
    expect(accountMenuFor('na_us').map((e) => e.key)).toEqual(['myAccount', 'myOrders', 'downloadable', 'addressBook', 'accountInformation', 'newsletter', 'wishlist', 'reviews', 'signOut']);
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
