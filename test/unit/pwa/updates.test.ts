import { createUpdateController, UPDATE_CHECK_INTERVAL_MS } from '../../../src/pwa/updates';

// A fake of the ServiceWorker API surface the controller uses: event targets with state.

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
}

function setup(registration = new FakeRegistration()) {
  const container = new EventTarget();
  const reload = vi.fn();
  const win = { location: { reload }, setInterval: vi.fn() };
  const controller = createUpdateController();
  const changes = vi.fn();
  controller.subscribe(changes);
  controller.watch(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    win as unknown as Window,
  );
  return { controller, registration, container, reload, win, changes };
}

/** A new worker installs next to the active one and ends up waiting. */
function installUpdate(registration: FakeRegistration): FakeWorker {
  const next = new FakeWorker();
  registration.installing = next;
  registration.dispatchEvent(new Event('updatefound'));
  registration.installing = null;
  registration.waiting = next;
  next.become('installed');
  return next;
}

describe('service worker update prompt (spec §4: a new version prompts a reload)', () => {
  it('offers nothing for the first install: no older worker is active', () => {
    const { controller, registration } = setup();
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(controller.isAvailable()).toBe(false);
  });

  it('offers a reload when a new worker installs next to the active one, and never activates it by itself', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { controller, changes, reload } = setup(registration);
    const next = installUpdate(registration);
    expect(controller.isAvailable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers at once a worker already waiting from an earlier visit', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    expect(setup(registration).controller.isAvailable()).toBe(true);
  });

  it('Reload tells the waiting worker SKIP_WAITING and reloads once it controls the page', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { controller, container, reload } = setup(registration);
    const next = installUpdate(registration);
    controller.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    next.become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without touching the worker', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { controller } = setup(registration);
    const next = installUpdate(registration);
    controller.dismiss();
    expect(controller.isAvailable()).toBe(false);
    expect(next.messages).toEqual([]);
  });

  it('a worker activated from another tab makes this page ask too, and Reload only reloads', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { controller, container, reload } = setup(registration);
    container.dispatchEvent(new Event('controllerchange'));
    expect(controller.isAvailable()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    controller.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version every hour', () => {
    const { win, registration } = setup();
    expect(win.setInterval).toHaveBeenCalledWith(expect.any(Function), UPDATE_CHECK_INTERVAL_MS);
    const check = win.setInterval.mock.calls[0]?.[0] as () => void;
    check();
    expect(registration.update).toHaveBeenCalled();
  });
});
