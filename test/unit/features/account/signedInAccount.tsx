import { Route, Routes } from 'react-router-dom';
import AccountPage from '../../../../src/features/account/AccountPage';
import type { RootState } from '../../../../src/app/store';

// A signed-in customer on the account area: the state and routes the account page tests render with.

export const CHIP = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', default_billing: null, default_shipping: null, wishlist: { id: null, sharing_code: null } };
export const signedIn: Partial<RootState> = { user: { isLogin: true, token: 't', email: CHIP.email, addresses: [], customer: CHIP, loading: false } };
export const accountRoutes = (
  <Routes>
    <Route path="/account/*" element={<AccountPage />} />
  </Routes>
);
