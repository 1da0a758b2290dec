import { useLocation } from 'react-router-dom';
import { isCheckoutPath, isConnectPath } from '../shared/store/routeTable';

/** Which header and footer the page gets (spec §2.4): the full shell, the quiet checkout one, or /connect's. */
export type ShellVariant = 'default' | 'checkout' | 'connect';

export function useShellVariant(): ShellVariant {
  const { pathname } = useLocation();
  if (isCheckoutPath(pathname)) return 'checkout';
  if (isConnectPath(pathname)) return 'connect';
  return 'default';
}
