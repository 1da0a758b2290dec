import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { userReducer } from '../features/account';
import { cartReducer } from '../features/cart';
import { checkoutReducer } from '../features/checkout';
import { analyticsListener } from './analyticsListener';
import { appReducer } from './appSlice';
import type { Notify } from '../lib/notify/notifier';
import type { ApolloClient } from '@apollo/client';

const rootReducer = combineReducers({
  app: appReducer,
  user: userReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What every thunk receives as extraArgument: Apollo comes from here, never from a global import. */
export interface AppThunkExtra {
  client: ApolloClient;
  /** Success messages of thunks (e.g. 'global.signOut'); absent in tests that do not care. */
  notify?: Notify;
}

export function makeStore(extra: AppThunkExtra, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(analyticsListener.middleware),
    // Actions carry the sign-in form's password and the access token: no browser extension reads them in production.
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
