import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { usePlaceOnce } from '../../../../src/features/checkout/usePlaceOnce';

function deferred() {
  let resolve: (value: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('usePlaceOnce (Place Order cannot be sent twice)', () => {
  it('ignores a second call while the first is in flight, and stays closed after success', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    const { result } = renderHook(() => usePlaceOnce(action));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      pending.resolve(true);
      await first;
    });
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('opens again after a failure, for the retry', async () => {
    const action = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { result } = renderHook(() => usePlaceOnce(action));
    await act(() => result.current.run());
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
