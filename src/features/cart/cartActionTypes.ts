// Type prefixes of the cart thunks that analytics listens to (src/app/analyticsListener.ts matches their actions by
// type), so the listener, which is in the entry, does not import the thunks: their code comes with the screens and
// the cart start-up that use them.
export const ADD_TO_CART = 'cart/add';
