import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS, RegionPopover } from '../../../src/shell/RegionSelector/RegionPopover';
import { renderWithApp } from './renderShell';

configure({ asyncUtilTimeout: 15000 });

const REGIONS = {
  data: {
    storeRegions: [
      { __typename: 'StoreRegion', id: '1', code: 'na', name: 'North America', countries: [{ __typename: 'StoreRegionCountry', id: 'na-us', name: 'United States', url: '/', store_code: 'na_us' }] },
      {
        __typename: 'StoreRegion', id: '2', code: 'eu', name: 'Europe',
        countries: [{ __typename: 'StoreRegionCountry', id: 'eu-de', name: 'Deutschland', url: '/eu/de', store_code: 'de_de' }],
      },
    ],
  },
};

const trigger = () => screen.getByRole('button', { name: 'Country/region: US · English' });

describe('region selector popover', () => {
  it('opens 150 ms after the pointer arrives and closes 100 ms after it leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithApp(<RegionPopover />, { graphql: { GetStoreRegions: () => REGIONS } });
      const wrapper = trigger().parentElement as HTMLElement;
      fireEvent.mouseEnter(wrapper);
      act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY_MS - 20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(20));
      const dialog = screen.getByRole('dialog', { name: 'Choose your country or region' });
      expect(await within(dialog).findByRole('link', { name: 'Deutschland' })).toHaveAttribute('href', '/eu/de');
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      // Hovering does not move focus.
      expect(trigger()).not.toHaveFocus();

      fireEvent.mouseLeave(wrapper);
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect([HOVER_OPEN_DELAY_MS, HOVER_CLOSE_DELAY_MS]).toEqual([150, 100]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opened by Enter it moves focus to the current store, keeps it inside, and Escape returns it', async () => {
    renderWithApp(<RegionPopover />, { graphql: { GetStoreRegions: () => REGIONS } });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Choose your country or region' });
    const current = await within(dialog).findByRole('link', { name: 'United States (current store)' });
    await vi.waitFor(() => expect(current).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'Deutschland' })).toHaveFocus();
    await userEvent.tab();
    expect(current).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('offers no country whose URL leads off this site', async () => {
    const regions = { data: { storeRegions: [
      ...REGIONS.data.storeRegions,
      {
        __typename: 'StoreRegion', id: '3', code: 'xx', name: 'Elsewhere',
        countries: [{ __typename: 'StoreRegionCountry', id: 'xx', name: 'Phishing', url: 'https://evil.example/de', store_code: 'de_de' }],
      },
    ] } };
    renderWithApp(<RegionPopover />, { graphql: { GetStoreRegions: () => regions } });
    await userEvent.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Choose your country or region' });
    expect(await within(dialog).findByRole('link', { name: 'Deutschland' })).toHaveAttribute('href', '/eu/de');
    expect(within(dialog).queryByRole('link', { name: 'Phishing' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('shows no list when the regions cannot be loaded (spec §8), without a notification', async () => {
    const { notifications } = renderWithApp(<RegionPopover />, { graphql: { GetStoreRegions: () => ({ errors: [{ message: 'boom' }] }) } });
    await userEvent.click(trigger());
    expect(await screen.findByText('No other stores are available right now.')).toBeInTheDocument();
    expect(notifications).toEqual([]);
  });
});
