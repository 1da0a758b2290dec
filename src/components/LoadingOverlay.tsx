import type { ReactNode } from 'react';

interface LoadingOverlayProps {
  /** Shown in upper case under the pulsing indicator (spec §2.4); keep it short, e.g. "Loading…". */
  message: ReactNode;
  /** Cover the whole viewport and block the page beneath (e.g. while an order is placed); else inline. */
  fullScreen?: boolean;
}

/**
 * Spec §2.4 loading overlay: a pulsing indicator with an upper-case message. Inline it fills the
 * box it is placed in; full screen it covers the page until it is unmounted. A polite live region,
 * so screen readers hear the message once.
 */
export function LoadingOverlay({ message, fullScreen = false }: LoadingOverlayProps) {
  return (
    <div
      className={fullScreen ? 'loading-overlay loading-overlay--full' : 'loading-overlay'}
      role="status"
      aria-live="polite"
    >
      <span className="loading-overlay__pulse" aria-hidden="true" />
      <span className="loading-overlay__text">{message}</span>
    </div>
  );
}
