import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { miniCartToggled } from '../cart';
import { afterLoginPath, reopensMiniCart } from './afterLogin';
import { loginSourceUsed } from './userSlice';

/**
 * Navigates to where the shopper came from (returnTo, then the checkout source's page) and forgets
 * the source; a shopper sent by the mini-cart finds it open again.
 */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const source = useAppSelector((state) => state.checkout.checkoutSource);
  const sourceUrl = useAppSelector((state) => state.checkout.checkoutSourceUrl);
  return useCallback(() => {
    const target = afterLoginPath(search, sourceUrl);
    // Spec §3: the source defaults back to 'checkout' once used.
    if (sourceUrl || source !== 'checkout') dispatch(loginSourceUsed());
    navigate(target, { replace: true });
    if (reopensMiniCart(search, source, sourceUrl)) dispatch(miniCartToggled(true));
  }, [dispatch, navigate, search, source, sourceUrl]);
}
