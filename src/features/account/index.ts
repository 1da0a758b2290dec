// The account feature's public entry: the user slice and its actions, sign-in and sign-out, the forms the
// shell's drawer shows, the address form and text checkout reuses, the wish-list button of the product page.
// Everything else in this folder is internal (see .eslintrc.js).
export { REVOKE_CUSTOMER_TOKEN } from './account.gql';
export { GET_ACCOUNT_CUSTOMER } from './accountArea.gql';
export { SIGN_OUT_REDIRECT, accountMenuFor } from './accountMenu';
export { AddToWishlist } from './AddToWishlist';
export { loginPathFor } from './afterLogin';
export { AddressFields, addressParts, addressValuesFrom, useCountries, type AddressValues } from './area/AddressForm';
export { AddressText } from './area/AddressText';
export { CreateAccountForm } from './forms/CreateAccountForm';
export { ForgotPasswordForm } from './forms/ForgotPasswordForm';
export { LoginForm } from './forms/LoginForm';
export { useAfterLogin } from './useAfterLogin';
export { customerAddresses, loginSourceUsed, userReducer, vatValidityLoaded, type CustomerAddress } from './userSlice';
export { sessionExpired, signIn, signOut, startUser } from './userThunks';
