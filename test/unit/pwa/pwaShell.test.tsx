import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import deDE from '../../../i18n/de_DE.json';
import enUS from '../../../i18n/en_US.json';
import { serviceWorkerUpdates } from '../../../src/pwa/updates';
import { OfflineNotice } from '../../../src/shell/Pwa/OfflineNotice';
import { UpdatePrompt } from '../../../src/shell/Pwa/UpdatePrompt';
import type { ReactNode } from 'react';

function inLocale(ui: ReactNode, messages: Record<string, string> = enUS, locale = 'en-US') {
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => serviceWorkerUpdates.dismiss());
});

describe('offline notice', () => {
  it('is an empty polite status while online, and says what works while offline', () => {
    inLocale(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    setOnline(false);
    expect(status).toHaveTextContent(enUS['pwa.offline.notice']);
    setOnline(true);
    expect(status).toBeEmptyDOMElement();
  });

  it("speaks the store's language", () => {
    inLocale(<OfflineNotice />, deDE, 'de-DE');
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(deDE['pwa.offline.notice']);
  });
});

describe('update prompt', () => {
  function waitingUpdate() {
    const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
    const registration = Object.assign(new EventTarget(), { active: {}, waiting: worker, installing: null, update: vi.fn() });
    const reload = vi.fn();
    const container = new EventTarget();
    act(() => {
      serviceWorkerUpdates.watch(
        registration as unknown as ServiceWorkerRegistration,
        container as unknown as ServiceWorkerContainer,
        { location: { reload }, setInterval: vi.fn() } as unknown as Window,
      );
    });
    return { worker, reload, container };
  }

  it('shows nothing until a new version waits; then a labelled region with Reload and Later', async () => {
    inLocale(<UpdatePrompt />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const { worker, reload, container } = waitingUpdate();
    const region = screen.getByRole('region', { name: enUS['pwa.update.available'] });
    expect(screen.getByRole('status')).toHaveTextContent(enUS['pwa.update.available']);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: enUS['pwa.update.reload'] }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(region).toBeInTheDocument();
  });

  it('Later closes it', async () => {
    inLocale(<UpdatePrompt />, deDE, 'de-DE');
    waitingUpdate();
    await userEvent.click(screen.getByRole('button', { name: deDE['pwa.update.later'] }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
