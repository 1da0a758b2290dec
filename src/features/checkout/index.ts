// The checkout feature's public entry: its slice (it reacts to the cart's and the sign-in's events).
// Everything else in this folder is internal (see .eslintrc.js).
export { checkoutReducer, checkoutSourceSet } from './checkoutSlice';
