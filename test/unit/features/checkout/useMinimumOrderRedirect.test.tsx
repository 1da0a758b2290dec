import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import * as alertBus from '../../../../src/components/alert/alertBus';
import { useMinimumOrderRedirect } from '../../../../src/features/checkout/useMinimumOrderRedirect';
import type { CartDetail } from '../../../../src/features/cart/cartTypes';
import type { ReactNode } from 'react';

type Validation = CartDetail['minimum_order_qty_validation'];

function setup(validation: Validation, active = true) {
  const alert = vi.spyOn(alertBus, 'showAlert').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/checkout']}>{children}</MemoryRouter>;
  const view = renderHook(() => {
    useMinimumOrderRedirect(validation, active, '');
    return useLocation().pathname;
  }, { wrapper });
  return { alert, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useMinimumOrderRedirect (spec §5, §9 5000 ms)', () => {
  const here = window.location.origin;

  it('shows the message and goes to the same-origin cart page after 5000 ms, not before', () => {
    const { alert, view } = setup({ failure_message: 'Add more to check out.', failure_redirect_url: `${here}/checkout/cart` });
    expect(alert).toHaveBeenCalledWith({ message: 'Add more to check out.' });
    act(() => vi.advanceTimersByTime(4999));
    expect(view.result.current).toBe('/checkout');
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current).toBe('/checkout/cart');
  });

  it('does not redirect to another origin', () => {
    const { alert, view } = setup({ failure_message: 'Add more.', failure_redirect_url: 'https://evil.example/checkout/cart' });
    expect(alert).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10000));
    expect(view.result.current).toBe('/checkout');
  });

  it('does nothing without a message, or for an empty cart', () => {
    const first = setup({ failure_message: null, failure_redirect_url: `${here}/checkout/cart` });
    expect(first.alert).not.toHaveBeenCalled();
    first.view.unmount();
    const second = setup({ failure_message: 'Add more.', failure_redirect_url: `${here}/checkout/cart` }, false);
    act(() => vi.advanceTimersByTime(10000));
    expect(second.alert).not.toHaveBeenCalled();
    expect(second.view.result.current).toBe('/checkout');
  });
});
