import type { ReactNode } from 'react';

interface LoadingProps {
  children: ReactNode;
}

/** A polite status message with a pulsing indicator (spec §2.4 loading overlay, inline form). */
export function Loading({ children }: LoadingProps) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__pulse" aria-hidden="true" />
      <span className="loading__text">{children}</span>
    </div>
  );
}
