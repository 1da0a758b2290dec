import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { StoreGate } from './StoreGate';
import type { Booted } from './boot';

/** Renders the storefront into `container` (src/index.tsx, once the store selection has settled). */
export function renderApp(container: HTMLElement, { reduxStore, client, notifier, decision, firstPage, pageShown, pageLoader }: Booted): void {
  const root = createRoot(container);
  // A transition: React renders the app in slices, never one long task that blocks input.
  startTransition(() => root.render(
    <StrictMode>
      <Providers
        reduxStore={reduxStore}
        client={client}
        notifier={notifier}
        store={decision.store}
        basename={decision.basename}
      >
        <StoreGate bootLocale={decision.store.locale} firstPage={firstPage} onShown={pageShown} pageLoader={pageLoader} />
      </Providers>
    </StrictMode>,
  ));
}
