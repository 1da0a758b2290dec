import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkoutSourceSet } from '../checkout/checkoutSlice';
import { afterLoginPath } from './afterLogin';

/** Navigates to where the shopper came from (returnTo, then the checkout source) and forgets the source. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const dispatch = useAppDispatch();
  const sourceUrl = useAppSelector((state) => state.checkout.checkoutSourceUrl);
  return useCallback(() => {
    const target = afterLoginPath(search, sourceUrl);
    // Spec §3: the source defaults back to 'checkout' once used.
    if (sourceUrl) dispatch(checkoutSourceSet({ source: 'checkout' }));
    navigate(target, { replace: true });
  }, [dispatch, navigate, search, sourceUrl]);
}
