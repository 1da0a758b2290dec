import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { SIGN_OUT_REDIRECT } from '../../features/account/accountMenu';
import { signOut } from '../../features/account/userThunks';

/** The header's and account menu's Sign out: the §4 sequence lives in the signOut thunk. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(signOut(() => navigate(SIGN_OUT_REDIRECT)));
  }, [dispatch, navigate]);
}
