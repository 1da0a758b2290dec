// Type prefixes of the customer thunks that analytics listens to (src/app/analyticsListener.ts matches their actions
// by type), so the listener, which is in the entry, does not import the thunks: a guest's first page does without
// the customer's code.
export const SIGN_IN = 'user/signIn';
export const SIGN_OUT = 'user/signOut';
export const SESSION_EXPIRED = 'user/sessionExpired';
