import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { afterPaintIdle } from '../../lib/browser/afterPaint';
import { preloadCartDocuments } from './cartDocuments';
import { addToCart as addToCartThunk } from './cartThunks';
import type { CartItemInput } from '../../lib/graphql/generated';

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
    void afterPaintIdle().then(preloadCartDocuments);
  }, []);
  const addToCart = useCallback(
    async (cartItems: CartItemInput[]) => {
      setAdding(true);
      try {
        return await dispatch(addToCartThunk(cartItems)).unwrap();
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
