import { serviceWorkerUpdates, type UpdateController } from './updates';

/**
 * Registers the Workbox service worker in production builds and hands the registration to the
 * update prompt; failures are logged only (spec §8).
 */
export function registerServiceWorker(win: Window = window, updates: UpdateController = serviceWorkerUpdates): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in win.navigator)) return;
  const url = `/service-worker.js?v=${encodeURIComponent(process.env.APP_VERSION ?? '')}`;
  const register = () => {
    const container = win.navigator.serviceWorker;
    // No registration object where the browser refuses workers without an error (blocked by policy).
    container.register(url).then((registration) => registration && updates.watch(registration, container, win)).catch((error: unknown) => {
      console.error('Service worker registration failed:', error);
    });
  };
  // After load, so the worker's precaching does not compete with the first page's requests.
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
