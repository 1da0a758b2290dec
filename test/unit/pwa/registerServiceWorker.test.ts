import { registerServiceWorker } from '../../../src/pwa/registerServiceWorker';
import type { UpdateController } from '../../../src/pwa/updates';

function fakeWindow(register: (url: string) => Promise<unknown>, readyState = 'complete') {
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: { serviceWorker: { register: vi.fn(register) } },
    document: { readyState },
    addEventListener: vi.fn((name: string, fn: () => void) => {
      listeners[name] = fn;
    }),
  };
  return { win, listeners, asWindow: win as unknown as Window };
}

const noUpdates = () => ({ watch: vi.fn() }) as unknown as UpdateController;

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('does nothing outside production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { win, asWindow } = fakeWindow(async () => undefined);
    registerServiceWorker(asWindow, noUpdates());
    expect(win.navigator.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('registers /service-worker.js?v=<version> in production after load', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_VERSION', '1.2.3');
    const { win, listeners, asWindow } = fakeWindow(async () => undefined, 'loading');
    registerServiceWorker(asWindow, noUpdates());
    expect(win.navigator.serviceWorker.register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(win.navigator.serviceWorker.register).toHaveBeenCalledWith('/service-worker.js?v=1.2.3');
  });

  it('hands the registration to the update prompt', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const registration = { scope: '/' };
    const updates = { watch: vi.fn() } as unknown as UpdateController;
    const { win, asWindow } = fakeWindow(async () => registration);
    registerServiceWorker(asWindow, updates);
    await vi.waitFor(() => expect(updates.watch).toHaveBeenCalledWith(registration, win.navigator.serviceWorker, asWindow));
  });

  it('logs a failed registration to the console only', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asWindow } = fakeWindow(() => Promise.reject(new Error('nope')));
    registerServiceWorker(asWindow, noUpdates());
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error)));
  });

  it('skips browsers without service workers', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => registerServiceWorker({ navigator: {} } as unknown as Window)).not.toThrow();
  });
});
