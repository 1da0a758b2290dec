import { removeAccessToken } from '../../lib/storage/storage';
import { mergeGuestCart, startNewCart } from '../cart';
import type { AppDispatch } from '../../app/store';

// The cart half of sign-in and sign-out (spec §4), in one place.

/** After sign-in: merge the guest cart into the customer cart (Magento mergeCarts) and load it. */
export async function cartAfterSignIn(dispatch: AppDispatch): Promise<void> {
  await dispatch(mergeGuestCart());
}

/**
 * After sign-out or an expired session: clean the cart (id too) and start a new guest cart. The
 * revoked token goes first, or the new cart would be asked for with a dead customer token.
 */
export async function cartAfterSignOut(dispatch: AppDispatch): Promise<void> {
  removeAccessToken();
  await dispatch(startNewCart());
}
