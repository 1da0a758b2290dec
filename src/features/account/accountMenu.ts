import { PATHS } from '../../shared/store/routeTable';
import type { Capability } from '../../lib/graphql/capabilities';
import type { MessageId } from '../../lib/i18n/messages';
import type { StoreRules } from '../../shared/store/storeRules';

// Spec §2.2 "Account menu entries". Paths are relative to the store base (router basename).

export type AccountMenuKey =
  | 'myAccount'
  | 'myOrders'
  | 'downloadable'
  | 'addressBook'
  | 'accountInformation'
  | 'newsletter'
  | 'wishlist'
  | 'reviews'
  | 'vat'
  | 'signOut';

export interface AccountMenuEntry {
  key: AccountMenuKey;
  /** The entry's label; also the account page's title. */
  messageId: MessageId;
  /** null for sign-out: it is an action, not a page. */
  path: string | null;
  /** Only where the store's rule is on (store config: validate_vat, the wish list switch); everywhere when absent. */
  rule?: keyof Pick<StoreRules, 'validateVat' | 'wishlistEnabled'>;
  /** Only where the build's target backend has this brand capability. */
  capability?: Capability;
}

const ENTRIES: readonly AccountMenuEntry[] = [
  { key: 'myAccount', messageId: 'account.menu.myAccount', path: '/account' },
  { key: 'myOrders', messageId: 'account.menu.myOrders', path: '/account/order-history' },
  { key: 'downloadable', messageId: 'account.menu.downloadable', path: '/account/downloadable' },
  { key: 'addressBook', messageId: 'account.menu.addressBook', path: '/account/address-book' },
  { key: 'accountInformation', messageId: 'account.menu.accountInformation', path: '/account/account-information' },
  { key: 'newsletter', messageId: 'account.menu.newsletter', path: '/account/newsletter' },
  // Not in §2.2's list (their paths are ours): the §2.3 screens My Wish List, My Product Reviews, VAT Number.
  { key: 'wishlist', messageId: 'account.menu.wishlist', path: '/account/wishlist', rule: 'wishlistEnabled' },
  { key: 'reviews', messageId: 'account.menu.reviews', path: '/account/reviews' },
  { key: 'vat', messageId: 'account.menu.vat', path: '/account/vat-number', rule: 'validateVat', capability: 'vat' },
  { key: 'signOut', messageId: 'account.menu.signOut', path: null },
];

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = ENTRIES.filter((entry) => !entry.capability || __CAPABILITIES__[entry.capability]);

/** Where a signed-in shopper lands after signing out (spec §2.2: {routePath}/customer/account/login). */
export const SIGN_OUT_REDIRECT = PATHS.login;

/** What the account menu depends on: the store's VAT and wish list rules (storeRules.ts). */
export type MenuRules = Pick<StoreRules, 'validateVat' | 'wishlistEnabled'>;

/** The menu of a store view: entries whose rule is off in this store (VAT number, wish list) are left out. */
export function accountMenuFor(rules: MenuRules): AccountMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => !entry.rule || rules[entry.rule]);
}

/**
 * The menu entry of an account path (case-insensitive, trailing slash ignored) in a store view;
 * /account for unlisted subpaths and for pages the store does not have.
 */
export function accountEntryFor(pathname: string, rules?: MenuRules): AccountMenuEntry {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  const menu = rules === undefined ? ACCOUNT_MENU : accountMenuFor(rules);
  const found = menu.find((entry) => entry.path !== null && entry.path === normalised);
  return found ?? (ACCOUNT_MENU[0] as AccountMenuEntry);
}
