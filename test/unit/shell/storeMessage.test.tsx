import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInitialAppState } from '../../../src/app/appSlice';
import { loadPage } from '../../../src/lib/browser/location';
import * as storage from '../../../src/lib/storage/storage';
import { StoreMessageBar } from '../../../src/shell/StoreMessageBar';
import { renderWithApp } from './renderShell';

vi.mock('../../../src/lib/browser/location', () => ({ loadPage: vi.fn() }));

const withMessage = (target_url: string) => ({
  app: {
    ...createInitialAppState(),
    storeMessage: {
      country: 'DE',
      target_url,
      html: `<p>Your location: Germany. <a href="${target_url}" onclick="window.hacked=1">Visit the Germany store</a></p>`,
    },
  },
});

describe('store message bar', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(loadPage).mockClear();
  });

  it('shows the sanitised message and follows a same-origin target through the region switch', async () => {
    storage.setCartId('c1');
    renderWithApp(<StoreMessageBar />, { state: withMessage('/eu/de') });
    const link = screen.getByRole('link', { name: 'Visit the Germany store' });
    expect(link).not.toHaveAttribute('onclick');
    await userEvent.click(link);
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/eu/de`));
    expect(storage.getStoreCode()).toBe('de_de');
    expect(storage.getCartId()).toBeUndefined();
  });

  it('never follows a target on another origin', async () => {
    renderWithApp(<StoreMessageBar />, { state: withMessage('https://elsewhere.example/de') });
    await userEvent.click(screen.getByRole('link', { name: 'Visit the Germany store' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('stays dismissed once closed, until the flag is reset', async () => {
    const first = renderWithApp(<StoreMessageBar />, { state: withMessage('/eu/de') });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByText(/Your location/)).not.toBeInTheDocument();
    expect(storage.getStoreMessageFlag()).toBe('1');
    first.unmount();

    const second = renderWithApp(<StoreMessageBar />, { state: withMessage('/eu/de') });
    expect(screen.queryByText(/Your location/)).not.toBeInTheDocument();
    second.unmount();

    storage.setStoreMessageFlag('0');
    renderWithApp(<StoreMessageBar />, { state: withMessage('/eu/de') });
    expect(screen.getByText(/Your location/)).toBeInTheDocument();
  });
});
