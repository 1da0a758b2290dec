import { useCallback, useRef, useState } from 'react';

/**
 * Runs `action` at most once at a time: a call while one is in flight (a double click, Enter pressed
 * twice) is ignored. The ref, not the button's disabled state, is the guard: React may not have
 * re-rendered the button between two clicks. `action` resolves true when it succeeded for good (the
 * order is placed): the guard then stays closed; false reopens it for a retry.
 */
export function usePlaceOnce(action: () => Promise<boolean>): { run: () => Promise<void>; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let done = false;
    try {
      done = await action();
    } finally {
      if (!done) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }, [action]);
  return { run, busy };
}
