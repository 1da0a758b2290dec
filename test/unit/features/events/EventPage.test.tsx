import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EventPage from '../../../../src/features/events/EventPage';
import { renderWithApp } from '../../shell/renderShell';
import { contentState } from '../content/contentState';

const event = (startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
  data: {
    event: {
      __typename: 'Event',
      uid: 'Mw==',
      url_key: 'workshop-london',
      title: 'Color Management Workshop London',
      summary: 'A hands-on day for prepress.',
      starts_at: startsAt,
      ends_at: endsAt,
      timezone: 'Europe/London',
      location: { __typename: 'EventLocation', name: 'Spectrane Color Studio', address: '48 Clerkenwell Road', city: 'London', country_code: 'GB', online: false },
      image: { __typename: 'ContentImage', url: 'https://shop.example/event.svg', label: 'Workshop', width: 1200, height: 675 },
      description: '<p>Bring your own proofs.</p><img src=x onerror="window.__event=1">',
      registration_url: 'https://events.spectrane.example/workshop-london',
      ...extra,
    },
  },
});

const PAGE = (
  <Routes>
    <Route path="/event/:details" element={<EventPage />} />
  </Routes>
);

describe('EventPage', () => {
  it('shows when (venue zone, <time datetime>), where, registration in a new tab and an .ics download', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:event';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderWithApp(PAGE, { state: contentState(), path: '/event/workshop-london', graphql: { GetEvent: () => event('2031-01-31T09:00:00+00:00', '2031-01-31T17:00:00+00:00') } });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Color Management Workshop London');
    expect(requests[0]?.variables).toEqual({ urlKey: 'workshop-london' });
    const when = screen.getByText('1/31/2031');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('datetime', '2031-01-31T09:00:00+00:00');
    expect(screen.getByText(/9:00\s?AM\s?–\s?5:00\s?PM GMT/)).toBeInTheDocument();
    expect(screen.getByText('48 Clerkenwell Road')).toBeInTheDocument();
    const register = screen.getByRole('link', { name: /^Register/ });
    expect(register).toHaveAttribute('href', 'https://events.spectrane.example/workshop-london');
    expect(register).toHaveAttribute('target', '_blank');
    expect(document.querySelector('[onerror]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(text).toContain('DTSTART:20310131T090000Z');
    expect(text).toContain('SUMMARY:Color Management Workshop London');
    click.mockRestore();
  });

  it('says a past event has ended, without registration or calendar', async () => {
    renderWithApp(PAGE, { state: contentState(), path: '/event/workshop-london', graphql: { GetEvent: () => event('2020-01-31T09:00:00+00:00', '2020-01-31T17:00:00+00:00') } });
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown event', async () => {
    renderWithApp(PAGE, { state: contentState(), path: '/event/nope', graphql: { GetEvent: () => ({ data: { event: null } }) } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Sorry, we can't find the page you are looking for!");
  });
});
