import { PATHS } from '../store/routeTable';
import type { MessageId } from '../../lib/i18n/messages';

// Spec §2.2 "Account menu entries". Paths are relative to the store base (router basename).

export type AccountMenuKey =
  | 'myAccount'
  | 'myOrders'
  | 'downloadable'
  | 'addressBook'
  | 'accountInformation'
  | 'newsletter'
  | 'signOut';

export interface AccountMenuEntry {
  key: AccountMenuKey;
  /** The entry's label; also the account page's title. */
  messageId: MessageId;
  /** null for sign-out: it is an action, not a page. */
  path: string | null;
}

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { key: 'myAccount', messageId: 'account.menu.myAccount', path: '/account' },
  { key: 'myOrders', messageId: 'account.menu.myOrders', path: '/account/order-history' },
  { key: 'downloadable', messageId: 'account.menu.downloadable', path: '/account/downloadable' },
  { key: 'addressBook', messageId: 'account.menu.addressBook', path: '/account/address-book' },
  { key: 'accountInformation', messageId: 'account.menu.accountInformation', path: '/account/account-information' },
  { key: 'newsletter', messageId: 'account.menu.newsletter', path: '/account/newsletter' },
  { key: 'signOut', messageId: 'account.menu.signOut', path: null },
];

/** Where a signed-in shopper lands after signing out (spec §2.2: {routePath}/customer/account/login). */
export const SIGN_OUT_REDIRECT = PATHS.login;

/** The menu entry of an account path (case-insensitive, trailing slash ignored); /account for unlisted subpaths. */
export function accountEntryFor(pathname: string): AccountMenuEntry {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  const found = ACCOUNT_MENU.find((entry) => entry.path !== null && entry.path === normalised);
  return found ?? (ACCOUNT_MENU[0] as AccountMenuEntry);
}
