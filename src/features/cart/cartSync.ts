import { isBot } from '../../lib/browser/isBot';
import { LOCAL } from '../../lib/storage/storage';
import { cartIdSaved } from './cartSlice';
import { loadCart } from './cartThunks';
import type { AppDispatch } from '../../app/store';

/**
 * Spec §4: the cart loads at start unless the visitor is a bot, and stays consistent across tabs:
 * another tab changing cart_id, or this tab regaining focus, refetches the cart.
 */
export function startCartSync(win: Window, dispatch: AppDispatch): () => void {
  if (isBot(win.navigator.userAgent)) return () => undefined;
  void dispatch(loadCart());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL.cartId) return;
    // The other tab's id wins (it made a new cart or cleaned the session).
    dispatch(cartIdSaved(event.newValue ?? ''));
    void dispatch(loadCart());
  };
  const onFocus = () => void dispatch(loadCart());
  win.addEventListener('storage', onStorage);
  win.addEventListener('focus', onFocus);
  return () => {
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('focus', onFocus);
  };
}
