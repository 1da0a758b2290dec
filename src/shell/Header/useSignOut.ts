import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { SIGN_OUT_REDIRECT, signOut } from '../../features/account';

/** The header's and account menu's Sign out: the §4 sequence lives in the signOut thunk. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(signOut(() => navigate(SIGN_OUT_REDIRECT)));
  }, [dispatch, navigate]);
}
