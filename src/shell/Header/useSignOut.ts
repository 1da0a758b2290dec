import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { vatValidityChanged } from '../../app/appSlice';
import { useAppDispatch } from '../../app/hooks';
import { REVOKE_CUSTOMER_TOKEN } from '../../features/account/account.gql';
import { userReset } from '../../features/account/userSlice';
import { cleanCart } from '../../features/cart/cartSlice';
import { PATHS } from '../../features/store/routeTable';
import { removeAccessToken } from '../../lib/storage/storage';

/**
 * The header's Sign out, until the account issue brings the full sign-out thunk of spec §4 (which
 * also creates a new cart and shows 'global.signOut'): revoke the token (failures swallowed, §8),
 * forget the customer, the cart and the VAT state, and go to the login page.
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, context: { silent: true } });
    } catch {
      // Signed out locally either way.
    }
    removeAccessToken();
    dispatch(cleanCart());
    dispatch(vatValidityChanged(null));
    dispatch(userReset());
    navigate(PATHS.login);
  }, [client, dispatch, navigate]);
}
