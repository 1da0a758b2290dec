import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { presentItems } from '../../lib/graphql/present';
import { regionLeft } from '../../shared/store/regionLeft';
import { staleCartDetected } from '../cart';
import type { CustomerAddressFieldsFragment, GetCustomerChipQuery } from '../../lib/graphql/generated';

/**
 * A customer address-book entry (Magento CustomerAddress) as the user state keeps it: key is the id as
 * a string, for lists; the default flags are booleans.
 */
export type CustomerAddress = Omit<CustomerAddressFieldsFragment, 'id' | 'default_billing' | 'default_shipping'> & {
  id: number;
  key: string;
  default_billing: boolean;
  default_shipping: boolean;
};

/** Spec §3 current customer: the customer chip (spec §7 getCustomerChip). */
export type Customer = NonNullable<GetCustomerChipQuery['customer']>;

export interface UserState {
  isLogin: boolean;
  token: string;
  email: string;
  addresses: CustomerAddress[];
  customer: Customer | null;
  loading: boolean;
}

export const initialUserState: UserState = {
  isLogin: false,
  token: '',
  email: '',
  addresses: [],
  customer: null,
  loading: false,
};

type AddressInput = CustomerAddressFieldsFragment;

/**
 * The VAT lookup's result (null: unknown, cleared on sign-out). app.vatValid holds it (spec §3 app
 * state); the action lives here because features may not import the app slice.
 */
export const vatValidityLoaded = createAction<boolean | null>('user/vatValidityLoaded');

/**
 * The shopper was sent back where they came from after signing in (useAfterLogin): the login's source
 * is used up. Checkout, which keeps the source, reacts (spec §3).
 */
export const loginSourceUsed = createAction('user/loginSourceUsed');

/** What a currentVat answer says: valid or not for a stored number; null (nothing to validate) without one. */
export function vatValidity(vat: { valid: boolean; vat_number?: string | null } | null | undefined): boolean | null {
  return vat?.vat_number ? vat.valid : null;
}

const withKey = (address: AddressInput): CustomerAddress => ({
  ...address,
  id: address.id ?? 0,
  key: String(address.id),
  default_billing: address.default_billing ?? false,
  default_shipping: address.default_shipping ?? false,
});

/** The address book of a customer reply (its missing entries dropped) as the user state keeps it. */
export const customerAddresses = (list: readonly (AddressInput | null)[] | null | undefined): CustomerAddress[] =>
  presentItems(list).map(withKey);

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** A token was saved (sign-in, or found in the access_token cookie at start). */
    tokenSaved(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.isLogin = true;
    },
    customerLoaded(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
      state.email = action.payload.email ?? '';
    },
    /** Sign-out, or customer details failed: back to a guest. */
    userReset() {
      return initialUserState;
    },
    userLoadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    addressesLoaded(state, action: PayloadAction<readonly (AddressInput | null)[]>) {
      state.addresses = customerAddresses(action.payload);
    },
    /**
     * Spec §4: after add or edit, a returned default flag becomes the default and clears the
     * previous default of that kind.
     */
    addressSaved(state, action: PayloadAction<AddressInput>) {
      const saved = withKey(action.payload);
      state.addresses = state.addresses.map((a) => ({
        ...a,
        default_billing: saved.default_billing ? false : a.default_billing,
        default_shipping: saved.default_shipping ? false : a.default_shipping,
      }));
      const index = state.addresses.findIndex((a) => a.id === saved.id);
      if (index >= 0) state.addresses[index] = saved;
      else state.addresses.push(saved);
      if (state.customer && saved.default_billing) state.customer.default_billing = saved.key;
      if (state.customer && saved.default_shipping) state.customer.default_shipping = saved.key;
    },
    /** Dispatch only when the delete call returned the address as deleted (spec §4). */
    addressDeleted(state, action: PayloadAction<number>) {
      state.addresses = state.addresses.filter((a) => a.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // Spec §4/§8: a stale cart session signs a logged-in shopper out (the cart already cleared the token).
    builder
      .addCase(staleCartDetected, () => initialUserState)
      // Spec §4 region switch: a signed-in customer leaves signed out (the token is revoked first); a guest's state stays.
      .addCase(regionLeft, (state) => (state.isLogin ? initialUserState : state));
  },
});

export const {
  tokenSaved,
  customerLoaded,
  userReset,
  userLoadingChanged,
  addressesLoaded,
  addressSaved,
  addressDeleted,
} = userSlice.actions;
export const userReducer = userSlice.reducer;
