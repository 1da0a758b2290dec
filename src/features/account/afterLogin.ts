import { PATHS } from '../../shared/store/routeTable';

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

const LOCAL = 'https://local.invalid';

/**
 * A path on this site, as the browser will read it: it must start with one '/', hold no backslash (read as '/')
 * and no control character (dropped: "/\t/evil.example" is "//evil.example", another host), and resolve to this
 * origin.
 */
export function isLocalPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this check is about
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, LOCAL).origin === LOCAL;
  } catch {
    return false;
  }
}

/** The login URL that brings the shopper back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${PATHS.login}?${new URLSearchParams({ returnTo: path }).toString()}`;
}
