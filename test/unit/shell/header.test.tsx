import { act, fireEvent, screen } from '@testing-library/react';
import { Header } from '../../../src/shell/Header/Header';
import { cmsReply, renderWithApp } from './renderShell';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const NAV = '<ul><li><a href="/color-guides.html">Color guides</a></li><li><a href="/events">Events</a></li></ul>';

describe('Header', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes its affixed look past 15 px, with the scroll handler throttled at 100 ms', () => {
    const { container } = renderWithApp(<Header variant="default" />);
    const header = container.querySelector('header');
    expect(header).not.toHaveClass('site-header--affixed');

    scrollTo(15);
    act(() => vi.advanceTimersByTime(150));
    expect(header).not.toHaveClass('site-header--affixed');

    // Leading call: the first scroll past the line shows at once.
    scrollTo(16);
    expect(header).toHaveClass('site-header--affixed');

    // Within the 100 ms window further events wait; the trailing call applies the last position.
    scrollTo(0);
    act(() => vi.advanceTimersByTime(50));
    expect(header).toHaveClass('site-header--affixed');
    act(() => vi.advanceTimersByTime(60));
    expect(header).not.toHaveClass('site-header--affixed');
  });

  it('shows logo, CMS navigation, region, companion link, search, account and cart by default', async () => {
    renderWithApp(<Header variant="default" />, { graphql: { GetContentBlocks: cmsReply({ home_cms_navigation: NAV }) } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Color guides');
    expect(screen.getByRole('button', { name: 'Country/region: US · English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Spectrane Connect/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('on checkout hides navigation, region and tools', async () => {
    const { requests } = renderWithApp(<Header variant="checkout" />, {
      graphql: { GetContentBlocks: cmsReply({ home_cms_navigation: NAV }) },
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });

  it('on /connect offers Log in and Sign up on the companion service instead of the tools', () => {
    renderWithApp(<Header variant="connect" />);
    expect(screen.getByRole('link', { name: /^Log in/ })).toHaveAttribute('href', 'https://connect.spectrane.example/login');
    expect(screen.getByRole('link', { name: /^Sign up/ })).toHaveAttribute('href', 'https://connect.spectrane.example/signup');
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('badges the mini-cart button with total_quantity and opens the mini-cart', () => {
    const { store } = renderWithApp(<Header variant="default" />);
    act(() => {
      store.dispatch({ type: 'cart/cartLoaded', payload: { ...store.getState().cart.cartDetail, total_quantity: 3 } });
    });
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(button).toHaveTextContent('3');
    fireEvent.click(button);
    expect(store.getState().app.miniCartVisible).toBe(true);
  });
});
