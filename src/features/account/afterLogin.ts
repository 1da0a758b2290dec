import { PATHS } from '../store/routeTable';

/**
 * Where a shopper goes after signing in: a returnTo query parameter (the colour finder, account
 * routes) when it is a path of this store, else the page the checkout source recorded (checkout or
 * the page whose mini-cart sent them), else the account dashboard. Only same-site paths are
 * followed, so a crafted link cannot send the shopper elsewhere.
 */
export function afterLoginPath(search: string, checkoutSourceUrl: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (returnTo && isLocalPath(returnTo)) return returnTo;
  if (checkoutSourceUrl && isLocalPath(checkoutSourceUrl)) return checkoutSourceUrl;
  return PATHS.account;
}

/** Spec §2.4: a shopper whose mini-cart sent them to sign in goes back with the mini-cart open (not when a returnTo wins). */
export function reopensMiniCart(search: string, source: string, checkoutSourceUrl: string): boolean {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (returnTo && isLocalPath(returnTo)) return false;
  return source === 'minicart' && (checkoutSourceUrl === '' || isLocalPath(checkoutSourceUrl));
}

export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The login URL that brings the shopper back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${PATHS.login}?${new URLSearchParams({ returnTo: path }).toString()}`;
}
