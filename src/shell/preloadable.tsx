import { type ComponentType, lazy, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface Preloadable<P> {
  /** Renders the component: at once when its code is already here, else through React.lazy (suspends). */
  Component: ComponentType<P>;
  /** Starts fetching the code (pointer over or focus on the control that shows it); never throws. */
  preload: () => void;
}

/**
 * React.lazy for shell UI that appears on interaction, with a preload for the control that opens it.
 * Once preloaded, the component mounts in the same commit as its frame, without suspending: focus
 * can move into it at once, exactly as if it had been in the first bundle.
 */
export function preloadable<P extends object>(load: Loader<P>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: ReturnType<Loader<P>> | null = null;
  const fetchCode = (): ReturnType<Loader<P>> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline) may be tried again on the next preload or render.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(fetchCode);
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Impl] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Impl {...props} />;
  }
  return { Component, preload: () => void fetchCode().catch(() => undefined) };
}
