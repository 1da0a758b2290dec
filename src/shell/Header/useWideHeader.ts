import { useSyncExternalStore } from 'react';

/** Where the header takes its desktop layout: header.css's `min-width: 1025px` (spec §2.4). */
const WIDE_HEADER = '(min-width: 1025px)';

const wideQuery = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_HEADER) : null);

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWide = (): boolean => wideQuery()?.matches ?? true;

/** Whether the header has its desktop layout (the one CSS gives it from 1025 px), following resizes. */
export function useWideHeader(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
