import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import enUS from '../../../i18n/en_US.json';
import { SafeHtml } from '../../../src/components/SafeHtml';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search + location.hash}</output>;
}

const HTML = [
  '<a href="/eu/de/farben?x=1#top">same store</a>',
  '<a href="/uk/en/colours">other store</a>',
  '<a href="https://elsewhere.example/">other site</a>',
  '<a href="//elsewhere.example/page">protocol-relative</a>',
  '<a href="/\\elsewhere.example/page">backslashed</a>',
  '<a href="mailto:hi@spectrane.example">mail us</a>',
  '<a href="/eu/de/new" target="_blank">new tab</a>',
  '<a href="/eu/de/file.pdf" download>download</a>',
  '<a href="/eu/de">store home</a>',
  '<img src="x" onerror="window.hacked=1" alt="pic">',
].join('');

function renderAt(basename: string) {
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <MemoryRouter initialEntries={[`${basename}/start`]} basename={basename || undefined}>
        <Routes>
          <Route path="*" element={<><SafeHtml html={HTML} className="cms" /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const where = () => screen.getByRole('status', { name: 'location' }).textContent;
const click = (name: string | RegExp, init: MouseEventInit = {}) => {
  const link = screen.getByRole('link', { name });
  // fireEvent returns false when the default was prevented, i.e. when we routed in-app.
  return fireEvent.click(link, { button: 0, ...init });
};

describe('SafeHtml', () => {
  it('renders sanitised HTML', () => {
    renderAt('/eu/de');
    expect(screen.getByRole('img', { name: 'pic' })).not.toHaveAttribute('onerror');
  });

  it('routes links of the current store in-app, without the base', () => {
    renderAt('/eu/de');
    expect(click('same store')).toBe(false);
    expect(where()).toBe('/farben?x=1#top');
    expect(click('store home')).toBe(false);
    expect(where()).toBe('/');
  });

  it('leaves other stores, other sites, new tabs, downloads and modified clicks to the browser', () => {
    renderAt('/eu/de');
    expect(click('other store')).toBe(true);
    expect(click(/^other site/)).toBe(true);
    expect(click('new tab')).toBe(true);
    expect(click('download')).toBe(true);
    expect(click('same store', { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/start');
  });

  it('opens other sites in a new tab without an opener, and says so', () => {
    renderAt('/eu/de');
    const link = screen.getByRole('link', { name: 'other site (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const relative = screen.getByRole('link', { name: 'protocol-relative (opens in a new tab)' });
    expect(relative).toHaveAttribute('target', '_blank');
    expect(relative).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'backslashed (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'mail us' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'other store' })).not.toHaveAttribute('target');
  });

  it('routes every same-origin link under the default store', () => {
    renderAt('');
    expect(click('other store')).toBe(false);
    expect(where()).toBe('/uk/en/colours');
  });
});
