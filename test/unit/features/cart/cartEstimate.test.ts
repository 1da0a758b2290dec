import { makeStore } from '../../../../src/app/store';
import { estimateTotals } from '../../../../src/features/cart/cartEstimate';
import { cart } from './fakeCartClient';
import type { AvailableShippingMethod } from '../../../../src/features/cart/cartTypes';
import type { ApolloClient } from '@apollo/client';

/** A client whose EstimateTotals answers wait until the test releases them, in any order. */
function heldClient() {
  const held: Array<(data: unknown) => void> = [];
  const client = {
    mutate: vi.fn(() => new Promise((resolve) => held.push((data) => resolve({ data })))),
  } as unknown as ApolloClient;
  return { client, answer: (index: number, data: unknown) => held[index]?.(data), asked: () => held.length };
}

const method = (code: string): AvailableShippingMethod =>
  ({ carrier_code: code, method_code: code, carrier_title: code, method_title: code, amount: { value: 5, currency: 'USD' }, available: true }) as AvailableShippingMethod;
const address = { country_code: 'US' } as const;

describe('estimateTotals', () => {
  it("shows the last method's totals when an earlier method's answer arrives after it", async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { client, answer, asked } = heldClient();
    const store = makeStore({ client, notify: vi.fn() });
    const first = store.dispatch(estimateTotals({ address, method: method('flatrate') }));
    const second = store.dispatch(estimateTotals({ address, method: method('tablerate') }));
    await vi.waitFor(() => expect(asked()).toBe(2));

    answer(1, { estimateTotals: { cart: cart('guest-1', { total_quantity: 2 }) } });
    await second;
    answer(0, { estimateTotals: { cart: cart('guest-1', { total_quantity: 1 }) } });
    await first;
    expect(store.getState().cart.cartDetail.total_quantity).toBe(2);
  });
});
