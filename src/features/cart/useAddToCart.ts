import { useCallback, useEffect, useState } from 'react';
import { createAppAsyncThunk, useAppDispatch } from '../../app/hooks';
import { afterPaintIdle } from '../../lib/browser/afterPaint';
import { preloadCartDocuments } from './cartDocuments';
import type { CartItemInput } from '../catalog/addToCartRequest';

/** The cart's thunks (chunk cart-core): the boot loads them after the first paint, so the page's first load carries none. */
const loadCartThunks = () => import('./cartThunks');

/** What the cart says when a call cannot reach the network (cartSession.ts), for when its code cannot be loaded. */
const cartCodeUnavailable = createAppAsyncThunk('cart/codeUnavailable', async (_: void, { extra }) => {
  extra.notify?.({ type: 'error', messageId: 'notification.networkError' });
});

/**
 * The product page's Add to Cart (cartItems built by src/features/catalog/addToCartRequest.ts).
 * Resolves true when the items are in the cart; never rejects (notifications and alerts are shown
 * by the thunk), so callers need no error handling. The cart's documents start loading once the
 * page with the button has painted, so the first add does not wait for them.
 */
export function useAddToCart(): { addToCart: (cartItems: CartItemInput[]) => Promise<boolean>; adding: boolean } {
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void afterPaintIdle().then(() => {
      preloadCartDocuments();
      loadCartThunks().catch(() => undefined);
    });
  }, []);
  const addToCart = useCallback(
    async (cartItems: CartItemInput[]) => {
      setAdding(true);
      try {
        const thunks = await loadCartThunks().catch(() => null);
        if (!thunks) {
          // Offline before the cart's code ever loaded: nothing was sent, the cart is as it was.
          void dispatch(cartCodeUnavailable());
          return false;
        }
        return await dispatch(thunks.addToCart(cartItems)).unwrap();
      } catch {
        return false;
      } finally {
        setAdding(false);
      }
    },
    [dispatch],
  );
  return { addToCart, adding };
}
