import {
  addressDeleted,
  addressesLoaded,
  addressSaved,
  customerLoaded,
  initialUserState,
  tokenSaved,
  userLoadingChanged,
  userReducer,
  userReset,
  type CustomerAddress,
  vatValidity,
} from '../../../../src/features/account/userSlice';
import { regionLeft } from '../../../../src/shared/store/regionLeft';

type Input = Omit<CustomerAddress, 'key'>;
const address = (id: number, flags: Partial<Input> = {}): Input => ({
  id,
  firstname: 'Ada',
  middlename: null,
  lastname: 'Lovelace',
  company: null,
  street: ['1 Main St'],
  city: 'Berlin',
  country_code: 'DE',
  region: null,
  postcode: '10115',
  telephone: '123',
  default_billing: false,
  default_shipping: false,
  ...flags,
});
const customer = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  default_billing: '1',
  default_shipping: '1',
  wishlist: { id: '7', sharing_code: 'abc' },
};

describe('userSlice', () => {
  it('starts as a guest', () => {
    expect(userReducer(undefined, { type: '@@init' })).toEqual({
      isLogin: false,
      token: '',
      email: '',
      addresses: [],
      customer: null,
      loading: false,
    });
  });

  it('tokenSaved logs in; customerLoaded fills customer and email; userReset returns to guest', () => {
    let state = userReducer(initialUserState, tokenSaved('tok'));
    expect(state).toMatchObject({ isLogin: true, token: 'tok' });
    state = userReducer(state, customerLoaded(customer));
    expect(state).toMatchObject({ customer, email: 'ada@example.com' });
    expect(userReducer(state, customerLoaded({ ...customer, email: null })).email).toBe('');
    expect(userReducer(state, userReset())).toEqual(initialUserState);
  });

  it('signs a customer out when the shopper leaves the region (spec §4), and leaves a guest as it is', () => {
    const signedIn = userReducer(userReducer(initialUserState, tokenSaved('tok')), customerLoaded(customer));
    expect(userReducer(signedIn, regionLeft())).toEqual(initialUserState);
    const guestSigningIn = userReducer(initialUserState, userLoadingChanged(true));
    expect(userReducer(guestSigningIn, regionLeft())).toBe(guestSigningIn);
  });

  it('userLoadingChanged sets loading', () => {
    expect(userReducer(initialUserState, userLoadingChanged(true)).loading).toBe(true);
  });

  it('addressesLoaded keys each address by id', () => {
    const state = userReducer(initialUserState, addressesLoaded([address(1), address(2)]));
    expect(state.addresses.map((a) => a.key)).toEqual(['1', '2']);
  });

  it('addressSaved adds or replaces, and a new default clears the previous one (spec §4)', () => {
    let state = userReducer({ ...initialUserState, customer }, addressesLoaded([address(1, { default_billing: true, default_shipping: true }), address(2)]));
    state = userReducer(state, addressSaved(address(2, { default_billing: true, city: 'Paris' })));
    expect(state.addresses.map((a) => [a.id, a.default_billing, a.default_shipping, a.city])).toEqual([
      [1, false, true, 'Berlin'],
      [2, true, false, 'Paris'],
    ]);
    expect(state.customer).toMatchObject({ default_billing: '2', default_shipping: '1' });

    state = userReducer(state, addressSaved(address(3, { default_shipping: true })));
    expect(state.addresses.map((a) => [a.id, a.default_billing, a.default_shipping])).toEqual([
      [1, false, false],
      [2, true, false],
      [3, false, true],
    ]);
    expect(state.customer?.default_shipping).toBe('3');
  });

  it('addressSaved without default flags leaves the defaults alone', () => {
    let state = userReducer(initialUserState, addressesLoaded([address(1, { default_billing: true })]));
    state = userReducer(state, addressSaved(address(4)));
    expect(state.addresses.map((a) => a.default_billing)).toEqual([true, false]);
    expect(state.customer).toBeNull();
  });

  it('addressDeleted removes the address', () => {
    const state = userReducer(initialUserState, addressesLoaded([address(1), address(2)]));
    expect(userReducer(state, addressDeleted(1)).addresses.map((a) => a.id)).toEqual([2]);
  });
});

describe('vatValidity (spec §8 VAT note)', () => {
  it('is unknown (null) without a stored number, so nobody is told an absent number failed', () => {
    expect(vatValidity(null)).toBeNull();
    expect(vatValidity({ valid: false, vat_number: null })).toBeNull();
    expect(vatValidity({ valid: false, vat_number: 'DE12' })).toBe(false);
    expect(vatValidity({ valid: true, vat_number: 'DE123456789' })).toBe(true);
  });
});
