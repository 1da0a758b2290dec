import { useSyncExternalStore } from 'react';

// The update prompt's state (spec §4 "a new app version prompts a reload"). A new service worker
// that has installed waits (skipWaiting false) until the shopper chooses Reload: then it is told
// SKIP_WAITING (Workbox's generated worker listens for it) and the page reloads once it controls.
// Nothing ever swaps silently, on /checkout or anywhere else.

/** How often an open page asks for a new service worker (browsers check on full navigations only). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdateController {
  subscribe(listener: () => void): () => void;
  /** true while a new version waits for the shopper's reload. */
  isAvailable(): boolean;
  /** Follows a registration: a waiting worker now or later makes an update available. */
  watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, win: Window): void;
  /** Reload: activate the waiting worker, reload under it. */
  apply(): void;
  /** Later: hide the prompt for this page; the next visit asks again. */
  dismiss(): void;
}

export function createUpdateController(): UpdateController {
  const listeners = new Set<() => void>();
  let available = false;
  let waiting: ServiceWorker | null = null;
  let reloadRequested = false;
  let context: { container: ServiceWorkerContainer; win: Window } | null = null;

  const set = (value: boolean) => {
    if (available === value) return;
    available = value;
    listeners.forEach((listener) => listener());
  };
  const offer = (worker: ServiceWorker | null) => {
    waiting = worker;
    set(true);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isAvailable: () => available,
    watch(registration, container, win) {
      context = { container, win };
      if (registration.waiting && registration.active) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          // 'installed' with an older worker still active: the new one waits for us.
          if (installing.state === 'installed' && registration.waiting === installing && registration.active) offer(installing);
        });
      });
      // Another tab chose Reload: this page now runs under the new worker with old code. Ask too.
      container.addEventListener('controllerchange', () => {
        if (!reloadRequested) offer(null);
      });
      const check = () => registration.update().catch((error: unknown) => console.warn('Service worker update check failed:', error));
      win.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    },
    apply() {
      if (!context) return;
      const { container, win } = context;
      reloadRequested = true;
      let reloaded = false;
      const reload = () => {
        if (reloaded) return;
        reloaded = true;
        win.location.reload();
      };
      const worker = waiting;
      if (!worker || worker.state === 'activated' || worker.state === 'redundant') {
        reload();
        return;
      }
      container.addEventListener('controllerchange', reload);
      // A page the old worker never controlled gets no controllerchange: reload on activation.
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
    dismiss: () => set(false),
  };
}

/** The page's one controller, fed by registerServiceWorker. */
export const serviceWorkerUpdates = createUpdateController();

/** Whether the update prompt should show. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(serviceWorkerUpdates.subscribe, serviceWorkerUpdates.isAvailable, () => false);
}
