import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { Providers } from './app/providers';
import { StoreGate } from './app/StoreGate';
import { registerServiceWorker } from './pwa/registerServiceWorker';

// The store-config request leaves inside boot(), before React has started.
const { reduxStore, client, notifier, decision, ready, firstPage, pageShown } = boot(window);
const container = document.getElementById('root');

void ready.then(() => {
  if (!container) return;
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
        <StoreGate bootLocale={decision.store.locale} firstPage={firstPage} onShown={pageShown} />
      </Providers>
    </StrictMode>,
  ));
});

registerServiceWorker();
